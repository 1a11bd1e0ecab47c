// Runs in a fresh Node process per measurement: loads one bundle (module initialisation, SDK clients
// included) and calls its handler once against the emulators. Prints the two times as JSON.
const [bundle, eventJson] = process.argv.slice(2);
const t0 = performance.now();
const { handler } = await import(bundle);
const initMs = performance.now() - t0;
const t1 = performance.now();
const result = await handler(JSON.parse(eventJson), { awsRequestId: 'bench' });
const firstCallMs = performance.now() - t1;
const status = result?.statusCode ?? (result?.principalId ? 200 : 0);
process.stdout.write(JSON.stringify({ initMs, firstCallMs, status }));
