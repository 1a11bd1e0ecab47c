import { readFile } from 'node:fs/promises';
import type { Language } from '@shared/constants/spec';
import type { ReportingQuarter } from '@shared/constants/documents';
import { withControlKey } from '@shared/validation/bank-account';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { createPdf, drawParagraph } from '../../lib/pdf';
import { resolveTenant } from '../accounts/tenant-resolution';
import { bankRecords } from '../banks/bank-data';
import { currencyRecords } from '../banks/group-directory';
import { confirmUpload, startUpload } from '../files/files-service';
import { saveBankAccount } from '../profiles/bank-draft-service';
import { saveContacts, sendBankAccounts } from '../profiles/change-requests-service';
import { registerResident } from '../profiles/registration-service';
import { decideChangeRequest } from '../profiles/review-service';
import { registerRecords, type LegalRecord } from '../registry/register-data';
import type { SeedContext } from '../seed-context';
import { documentOwner, startCreating, uploadFile, validateAndCreate } from './documents-service';
import { decideDocument, type Decision } from './review-service';
import { demoSampleSets, type SampleSet } from './tax-xml/demo-samples';
import { refreshEsignTrust } from './esign-trust-refresh';
import { saveTrustList } from './trust-list-storage';

/** The profiles seed writes the tax regimes these reports are checked against. */
export const seedAfter = ['profiles'];

/** The demo supplier whose bank change request waits for review (infra/local/seed.ts creates its user). */
export const BANK_CHANGE_DEMO = 'bank@demo.test';

const MODERATOR: Caller = { sub: 'seed-moderator', login: 'moderator@demo.test', groups: ['moderator'] };
const LANG: Language = 'ru';

/** The tax authority's INN (ФНС России): its officers' certificates name it (03 §5 signatures). */
export const TAX_AUTHORITY_INN = '7707329152';

/** The local stack's demo CA (esign-demo/), standing in for the tax authority's; its key signs the samples. */
export const DEMO_CA = {
  name: 'Тестовый УЦ ФНС России (локальный стенд)',
  cert: new URL('./esign-demo/demo-ca.pem', import.meta.url),
  key: new URL('./esign-demo/demo-ca.key', import.meta.url),
};

/** The trust list the local stack starts with: the demo CA as the tax authority's. */
export const demoTrustList = async () => ({
  anchors: [{ name: DEMO_CA.name, certificate: await readFile(DEMO_CA.cert, 'utf8'), taxAuthority: true }],
  taxAuthorityInns: [TAX_AUTHORITY_INN],
});

/**
 * Demo documents, filed the way a supplier files them (upload, byte check, report check) so that both sides
 * have something in the first minute: the legal entity has a VAT return waiting in the reviewers' queue, an
 * accepted profit tax return and a rejected balance sheet; the entrepreneur an accepted USN return.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  await saveTrustList(ctx.documentsBucket, await demoTrustList());
  // The official list (the local fixture) and the demo CA's CRL, as the daily trust job loads them.
  await refreshEsignTrust(clock.now());
  const year = clock.now().getUTCFullYear() - 1;
  const samples = new Map(demoSampleSets(year).map((s) => [s.name, s]));
  const sample = (name: string) => {
    const found = samples.get(name);
    if (!found) throw new Error(`no document sample ${name}`);
    return found;
  };
  // The year before: the README's sample (last year) can still be sent while this one waits for review.
  const earlierVat = demoSampleSets(year - 1).find((s) => s.name === 'legal-vat-valid');
  if (!earlierVat) throw new Error('no VAT sample');

  await fileAs(ctx, 'legal@demo.test', earlierVat);
  await fileAs(ctx, 'legal@demo.test', sample('legal-income-tax-valid'), { decision: 'ACCEPT' });
  await fileAs(ctx, 'legal@demo.test', sample('legal-balance-sheet-valid'), {
    decision: 'REJECT',
    reasonCode: 'INCOMPLETE',
    comment: 'Нет отчёта о финансовых результатах: загрузите бухгалтерскую отчётность полностью.',
  });
  await fileAs(ctx, 'individual@demo.test', sample('individual-usn-valid'), { decision: 'ACCEPT' });
  await bankChangeWaiting(ctx);
}

/**
 * A fourth supplier, taken through what a new one does: it registers a company of the state register, its first
 * contacts are approved, it files the bank's letter (BankDetailsConfirmation) and sends new bank details, which
 * now wait in the reviewers' queue with the letter beside them. Its own account, so the browser flows of the other
 * demo suppliers never meet it on moderation.
 */
async function bankChangeWaiting(ctx: SeedContext) {
  const user = ctx.users[BANK_CHANGE_DEMO];
  if (!user) return;
  const caller: Caller = { sub: user.sub, login: BANK_CHANGE_DEMO, groups: [] };
  // A main office no search of the test suites asks for, so their pool of free companies stays as it was.
  const record = registerRecords().find(
    (r): r is LegalRecord =>
      r.kind === 'LEGAL' && r.branchType === 'MAIN' && r.shortName === 'ООО «УралКомплект»',
  );
  if (!record) throw new Error('no register record for the bank change demo');
  const { inn, kpp, ogrn } = record;
  await registerResident(
    caller,
    { type: 'legal', inn, kpp, ogrn, branchType: 'MAIN', personalDataConsent: true },
    { ip: null, userAgent: 'demo seed' },
    LANG,
  );
  const tenant = await resolveTenant(caller);
  const contacts = await saveContacts(
    tenant,
    caller,
    { phones: ['+73452500100'], emails: ['office@uralkomplekt.test'], websites: [] },
    LANG,
  );
  await decideChangeRequest(
    MODERATOR,
    contacts.changeRequestId,
    { decision: 'APPROVE', comment: 'Контакты подтверждены' },
    LANG,
  );

  const letter = await bankLetter(record.shortName);
  const owner = await documentOwner(tenant, null);
  const draft = await startCreating(owner, caller, 'BankDetailsConfirmation', clock.now());
  const fileId = await uploadAs(caller, 'Письмо банка о реквизитах.pdf', letter);
  await uploadFile(owner, { temporaryDocumentId: draft.temporaryDocumentId, documentPart: 'MAIN' }, fileId);
  await validateAndCreate(owner, caller, { temporaryDocumentId: draft.temporaryDocumentId }, LANG);

  const bik = '044525225';
  const bank = bankRecords().find((b) => b.bankCode === bik);
  const rub = currencyRecords().find((c) => c.code === 'RUB');
  if (!bank || !rub) throw new Error('the demo bank or currency is missing from the directory');
  await saveBankAccount(
    tenant,
    {
      bankId: bank.id,
      accountNumber: withControlKey('40702810900000007001', bik),
      isIBAN: false,
      accountType: 'SETTLEMENT',
      currencyId: rub.id,
    },
    LANG,
  );
  await sendBankAccounts(tenant, caller, LANG);
}

async function bankLetter(company: string): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title: 'Письмо банка о реквизитах', author: 'ПАО Сбербанк' });
  const page = doc.addPage([595, 842]);
  drawParagraph(
    page,
    `ПАО Сбербанк подтверждает, что ${company} открыт расчётный счёт в рублях. БИК 044525225.`,
    { x: 50, y: 790, width: 495, font: fonts.regular, size: 12 },
  );
  return doc.save();
}

async function fileAs(ctx: SeedContext, email: string, sample: SampleSet, decision?: Decision) {
  const user = ctx.users[email];
  if (!user) throw new Error(`no demo user ${email}`);
  const caller: Caller = { sub: user.sub, login: email, groups: [] };
  const owner = await documentOwner(await resolveTenant(caller), null);
  const draft = await startCreating(owner, caller, sample.documentType, clock.now());
  for (const file of sample.files) {
    const fileId = await uploadAs(caller, file.name, file.bytes);
    await uploadFile(
      owner,
      { temporaryDocumentId: draft.temporaryDocumentId, documentPart: file.part },
      fileId,
    );
  }
  const task = await validateAndCreate(
    owner,
    caller,
    {
      temporaryDocumentId: draft.temporaryDocumentId,
      reportingYear: sample.reportingYear,
      reportingQuarter: sample.reportingQuarter as ReportingQuarter | null,
    },
    LANG,
  );
  if (decision) await decideDocument(MODERATOR, task.id, decision, LANG, clock.now());
}

/** The browser's two steps: the presigned POST to the bucket, then the byte check. */
async function uploadAs(caller: Caller, name: string, bytes: Uint8Array): Promise<string> {
  const started = await startUpload(caller, { fileName: name, size: bytes.length, purpose: 'DOCUMENT' });
  const form = new FormData();
  for (const [field, value] of Object.entries(started.upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const stored = await fetch(started.upload.url, { method: 'POST', body: form });
  await stored.arrayBuffer();
  if (!stored.ok) throw new Error(`the bucket refused ${name}: ${stored.status}`);
  return (await confirmUpload(caller, started.id)).id;
}
