/**
 * Writes the sample tax reports of the demo suppliers (valid and broken on purpose, each with its
 * receipt) into a folder, to try the documents section by hand:
 *   npm run samples:documents            → .local/samples/documents/<case>/
 *   npm run samples:documents -- <dir>   → <dir>/<case>/
 * Each case folder holds the report (MAIN), its receipt (KV_…) and a README line of what to expect.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoSampleSets } from '../../functions/domain/documents/tax-xml/demo-samples';

const target = resolve(process.argv[2] ?? '.local/samples/documents');
// Reports are for the last finished year: every quarter of it can be filed now.
const year = new Date().getUTCFullYear() - 1;
const quarterNames = ['', '1 квартал', 'Полугодие', '9 месяцев', 'Год'];

const lines: string[] = [];
for (const sample of demoSampleSets(year)) {
  const folder = join(target, sample.name);
  mkdirSync(folder, { recursive: true });
  for (const file of sample.files) writeFileSync(join(folder, file.name), file.bytes);
  const period = sample.reportingQuarter
    ? `${quarterNames[sample.reportingQuarter]} ${sample.reportingYear}`
    : String(sample.reportingYear);
  lines.push(`${sample.name}: type ${sample.documentType}, period ${period} → ${sample.expect}`);
}
writeFileSync(join(target, 'README.txt'), `${lines.join('\n')}\n`);
console.log(`Sample documents written to ${target}:\n${lines.join('\n')}`);
