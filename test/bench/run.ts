import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { availableParallelism, loadavg } from 'node:os';
import type { SearchFigures } from './admin-search';
import { measureAccountMeLatency } from './account-me-latency';
import { measureColdStarts, printColdStarts } from './cold-start';
import { BUNDLE_BUDGET_BYTES, kb, lambdaBundleSizes } from './lambda-sizes';
import { measureCommunicationList } from './communication-list';
import { measureFirstScreen, measureStartup, printFirstScreen, printStartup } from './startup';
import { initialJsGzipBytes } from './web-bundle';

/** `npm run bench`: prints every figure the project tracks, each with its target beside it. */
const run = promisify(execFile);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

const P99_TARGET_MS = 30;
const LOAD_RATE = 200;

const [load1] = loadavg();
console.log(
  `Machine: ${availableParallelism()} CPUs, load average ${load1?.toFixed(1)} at the start: every time below scales with it.\n`,
);

printFirstScreen(await measureFirstScreen());
printStartup(await measureStartup());

const latency = await measureAccountMeLatency(LOAD_RATE, 10);
console.log(
  `\nGET /api/account/me through the local gateway (stack in its own process), ${latency.rate} req/s for ${latency.durationS} s`,
);
console.log(
  `  p50 ${latency.p50Ms} ms, p90 ${latency.p90Ms} ms, p99 ${latency.p99Ms} ms, max ${latency.maxMs} ms` +
    ` (${latency.requests} requests, ${latency.failed} failed); target p99 ${P99_TARGET_MS} ms` +
    `  [${verdict(latency.p99Ms <= P99_TARGET_MS && latency.failed === 0)}]`,
);

const [runtimeSizes, bundledSizes] = await Promise.all([
  lambdaBundleSizes('runtime'),
  lambdaBundleSizes('bundled'),
]);
console.log(
  `\nLambda bundles (minified ESM); target ${kb(BUNDLE_BUDGET_BYTES)} each, SDK external as deployed`,
);
console.table(
  runtimeSizes.map((s, i) => ({
    function: s.group,
    'own code at init': kb(s.bytes),
    'lazy chunks': kb(s.lazyBytes),
    gzip: kb(s.gzipBytes),
    'deployed (SDK bundled)': kb(bundledSizes[i]!.bytes),
    budget: verdict(s.bytes <= BUNDLE_BUDGET_BYTES),
  })),
);

printColdStarts(await measureColdStarts());

const list = await measureCommunicationList(LOAD_RATE, 10);
console.log(
  '\nPOST /api/communication/get-short-chat-list (first page, no filter) through the local gateway (stack in its own process)',
);
for (const [name, figures] of [
  ['100 requests', list.with100],
  ['10,000 requests', list.with10000],
] as const) {
  console.log(
    `  ${name.padEnd(16)} one after another: p50 ${figures.sequentialP50Ms} ms, p99 ${figures.sequentialP99Ms} ms;` +
      ` ${list.rate} req/s for ${list.durationS} s: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
      ` (${figures.requests} requests, ${figures.failed} failed); target p99 ${P99_TARGET_MS} ms` +
      `  [${verdict(figures.p99Ms <= P99_TARGET_MS && figures.failed === 0)}]`,
  );
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(
  `  p99 ratio 10,000 / 100: ${ratio(list.with10000.sequentialP99Ms, list.with100.sequentialP99Ms)} one after another,` +
    ` ${ratio(list.with10000.p99Ms, list.with100.p99Ms)} under load (target ≤ 1.5)`,
);
console.log(`  code search over 10,000 requests (key prefix): median ${list.codeSearchMedianMs} ms`);

// The administrators' search must stay an index lookup however many profiles there are (issue 10). In a
// process of its own: the DynamoDB client is made once per process, and the communication list above made it
// for its stack, stopped by now.
const search = (
  await run(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./admin-search.ts', import.meta.url))],
    { maxBuffer: 1 << 20 },
  )
).stdout
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line) as SearchFigures);
console.log('Administrators’ search by INN (one Query on the index key), dynalite');
for (const f of search) {
  console.log(
    `  ${String(f.profiles).padStart(7)} profiles: p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms` +
      ` (${f.searches} searches; seeded in ${f.seedS} s)`,
  );
}
const [small, large] = search;
if (small && large) console.log(`  p99 ratio ${(large.p99Ms / small.p99Ms).toFixed(2)} (target ≤ 1.5)`);

// The SPA (issue 11): the start-up JavaScript from a fresh production build, and Lighthouse when asked
// (`npm run bench -- --lighthouse`; it takes minutes, and runs in its own process with its own stack).
const SPA_INITIAL_JS_TARGET_KB = 110;
const spaKb = (await initialJsGzipBytes({ build: true })) / 1024;
console.log(
  `\nSPA initial JavaScript (entry and its static imports, gzip): ${spaKb.toFixed(1)} KB;` +
    ` target ${SPA_INITIAL_JS_TARGET_KB} KB  [${verdict(spaKb <= SPA_INITIAL_JS_TARGET_KB)}]`,
);
if (process.argv.includes('--lighthouse')) {
  execFileSync('npx', ['tsx', '--openssl-legacy-provider', 'test/bench/lighthouse.ts', '--no-build'], {
    stdio: 'inherit',
  });
} else {
  console.log('Lighthouse: npm run bench -- --lighthouse, or npm run bench:lighthouse alone');
}
