import { runCorpus, runPublicCorpus, writeCorpus } from '../support/tax-corpus';

/**
 * `npm run bench:tax-corpus`: runs every file of test/fixtures/tax-reports through the tax report
 * checker and prints how many behave as the manifest expects (accepted, or refused with their own
 * code and a Russian text). `-- --write` regenerates the corpus from the sample writer first.
 */
if (process.argv.includes('--write')) console.log(`wrote ${writeCorpus()} cases`);
const results = await runCorpus();
for (const r of results) {
  const mark = r.asExpected ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${r.case.name.padEnd(38)} ${r.outcome}${r.text ? ` — ${r.text}` : ''}`);
}
const good = results.filter((r) => r.asExpected).length;
console.log(
  `${good} of ${results.length} corpus files (our sample writer, in the programs' shape) as expected`,
);
if (good !== results.length) process.exitCode = 1;

// Files written by real programs, found in public repositories (not by our sample writer).
const published = await runPublicCorpus();
for (const r of published) {
  const mark = r.asExpected ? 'ok  ' : 'FAIL';
  console.log(`${mark} public/${r.case.name.padEnd(31)} ${r.outcome}${r.text ? ` — ${r.text}` : ''}`);
}
const goodPublic = published.filter((r) => r.asExpected).length;
console.log(`${goodPublic} of ${published.length} public files from real programs as expected`);
if (goodPublic !== published.length) process.exitCode = 1;
