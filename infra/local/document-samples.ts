/**
 * Writes the sample tax reports of the demo suppliers (valid and broken on purpose, each with its
 * receipt) into a folder, to try the documents section by hand:
 *   npm run samples:documents            → .local/samples/documents/<case>/
 *   npm run samples:documents -- <dir>   → <dir>/<case>/
 * Each case folder holds the report (MAIN), its receipt (KV_…) and a README line of what to expect.
 * Signed samples (issue 19): the demo entrepreneur's simplified-regime certificate (KND 1120503) with the tax
 * authority's e-signature (the local demo CA; OpenSSL with the GOST engine makes them), attached, changed after
 * signing and unsigned, to file as «Информационное письмо о применении УСН (форма КНД 1120503)».
 * Beside them, `tender-payment/kl_to_1c.txt`: the bank statement (1C exchange format, windows-1251) with the
 * demo entrepreneur's payment for tender access, for the back office's statement upload.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_SUPPLIERS } from '../../functions/domain/accounts/seed';
import { demoSampleSets } from '../../functions/domain/documents/tax-xml/demo-samples';
import { feeWithVat, toDecimal } from '../../functions/domain/tenders/money';
import { paymentCodeOf } from '../../functions/domain/tenders/payment-code';
import { statementBytes } from '../../functions/domain/tenders/statement.fixture';
import { periodLabel } from '../../shared/constants/period-label';
import { TENDER_CONFIG } from '../../functions/domain/tenders/tender-config';
import { writeSignedSamples } from '../../test/support/signed-samples';

const target = resolve(process.argv[2] ?? '.local/samples/documents');
// Reports are for the last finished year: every quarter of it can be filed now.
const year = new Date().getUTCFullYear() - 1;

const lines: string[] = [];
for (const sample of demoSampleSets(year)) {
  const folder = join(target, sample.name);
  mkdirSync(folder, { recursive: true });
  for (const file of sample.files) writeFileSync(join(folder, file.name), file.bytes);
  // Named as the cabinet's screens name it: «2 квартал 2025» for VAT, «2025 год» for the profit tax.
  const period = periodLabel(
    { documentType: sample.documentType, year: sample.reportingYear, quarter: sample.reportingQuarter },
    'ru',
  );
  lines.push(`${sample.name}: type ${sample.documentType}, period ${period} → ${sample.expect}`);
}
// The entrepreneur (USN) files the certificate; signing needs OpenSSL's GOST engine (libengine-gost-openssl).
const entrepreneur = DEMO_SUPPLIERS[1].counterparty;
try {
  for (const sample of await writeSignedSamples(target, {
    name: entrepreneur.companyName,
    inn: entrepreneur.inn,
  })) {
    lines.push(
      `${sample.name} (individual@demo.test): type TaxTypeConfirmationUSN, files ${sample.files.join(' + ')} → ${sample.expect}`,
    );
  }
} catch (error) {
  console.warn(`Signed samples skipped (install libengine-gost-openssl): ${(error as Error).message}`);
}
writeFileSync(join(target, 'README.txt'), `${lines.join('\n')}\n`);
console.log(`Sample documents written to ${target}:\n${lines.join('\n')}`);

// The entrepreneur's payment, as its bank would list it today (the seed accepted its licence terms).
const payer = DEMO_SUPPLIERS[1].counterparty;
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const { payee } = TENDER_CONFIG;
const statement = statementBytes(payee.account, [
  {
    number: '42',
    date: today.split('-').reverse().join('.'),
    amount: toDecimal(feeWithVat(TENDER_CONFIG.feeRubKopecks, today).total),
    payerName: payer.companyName,
    payerInn: payer.inn,
    payerAccount: '40802810900000000042',
    payeeAccount: payee.account,
    payeeInn: payee.inn,
    purpose: `Лицензионное вознаграждение за доступ к ИСУ Снабжение, код ${paymentCodeOf(payer.companyCode)}`,
  },
]);
const statementFolder = join(target, 'tender-payment');
mkdirSync(statementFolder, { recursive: true });
writeFileSync(join(statementFolder, 'kl_to_1c.txt'), statement);
console.log(
  `Bank statement with ${payer.companyName}'s tender payment: ${join(statementFolder, 'kl_to_1c.txt')}`,
);
