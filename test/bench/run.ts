import { measureAccountMeLatency } from './account-me-latency';
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
