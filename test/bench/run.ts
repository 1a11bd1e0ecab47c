import { measureAccountMeLatency } from './account-me-latency';
import { measureCommunicationList } from './communication-list';
import { measureStartup } from './startup';

/** `npm run bench`: prints the figures the project tracks. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const startup = await measureStartup();
console.log('Local stack start-to-ready (npm start, SPA included)');
for (const [name, time] of Object.entries(startup)) {
  console.log(
    `  ${name.padEnd(5)}  ${seconds(time.processMs)} from the command, ${seconds(time.stackMs)} inside the stack`,
  );
}

const latency = await measureAccountMeLatency();
console.log(
  `GET /api/account/me through the local gateway, ${latency.rate} req/s for ${latency.durationS} s`,
);
console.log(
  `  p50 ${latency.p50Ms} ms, p90 ${latency.p90Ms} ms, p99 ${latency.p99Ms} ms, max ${latency.maxMs} ms` +
    ` (${latency.requests} requests, ${latency.failed} failed)`,
);

const list = await measureCommunicationList();
console.log('POST /api/communication/get-short-chat-list (first page, no filter) through the local gateway');
for (const [name, figures] of [
  ['100 requests', list.with100],
  ['10,000 requests', list.with10000],
] as const) {
  console.log(
    `  ${name.padEnd(16)} one after another: p50 ${figures.sequentialP50Ms} ms, p99 ${figures.sequentialP99Ms} ms;` +
      ` ${list.rate} req/s for ${list.durationS} s: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
      ` (${figures.requests} requests, ${figures.failed} failed)`,
  );
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(
  `  p99 ratio 10,000 / 100: ${ratio(list.with10000.sequentialP99Ms, list.with100.sequentialP99Ms)} one after another,` +
    ` ${ratio(list.with10000.p99Ms, list.with100.p99Ms)} under load (target ≤ 1.5)`,
);
console.log(`  code search over 10,000 requests (key prefix): median ${list.codeSearchMedianMs} ms`);
