import { measureAdminSearch } from './admin-search';
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

// The administrators' search must stay an index lookup however many profiles there are (issue 10).
const search = await measureAdminSearch();
console.log('Administrators’ search by INN (one Query on the index key), dynalite');
for (const f of search) {
  console.log(
    `  ${String(f.profiles).padStart(7)} profiles: p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms` +
      ` (${f.searches} searches; seeded in ${f.seedS} s)`,
  );
}
const [small, large] = search;
if (small && large) console.log(`  p99 ratio ${(large.p99Ms / small.p99Ms).toFixed(2)} (target ≤ 1.5)`);
