// Runs in a fresh Node process per measurement: loads one bundle (module initialisation, SDK clients
// included), calls its handler once against the emulators, then makes it fail once (a null event) and
// reads the error's stack, which --enable-source-maps maps back to the sources. Prints the times as JSON.
const [bundle, eventJson] = process.argv.slice(2);
const t0 = performance.now();
const { handler } = await import(bundle);
const initMs = performance.now() - t0;
const t1 = performance.now();
const result = await handler(JSON.parse(eventJson), { awsRequestId: 'bench' });
const firstCallMs = performance.now() - t1;
const status = result?.statusCode ?? (result?.principalId ? 200 : 0);
let errorMs = NaN;
try {
  await handler(null, { awsRequestId: 'bench' });
} catch (error) {
  const t2 = performance.now();
  void String(error?.stack);
  errorMs = performance.now() - t2;
}
// On a line of its own: a function may have written log lines before it.
process.stdout.write(`\ncold-start-result ${JSON.stringify({ initMs, firstCallMs, errorMs, status })}\n`);
