import type { Language } from '@shared/constants/spec';
import type { ReportingQuarter } from '@shared/constants/documents';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { resolveTenant } from '../accounts/tenant-resolution';
import { confirmUpload, startUpload } from '../files/files-service';
import type { SeedContext } from '../seed-context';
import { documentOwner, startCreating, uploadFile, validateAndCreate } from './documents-service';
import { decideDocument, type Decision } from './review-service';
import { demoSampleSets, type SampleSet } from './tax-xml/demo-samples';

/** The profiles seed writes the tax regimes these reports are checked against. */
export const seedAfter = ['profiles'];

const MODERATOR: Caller = { sub: 'seed-moderator', login: 'moderator@demo.test', groups: ['moderator'] };
const LANG: Language = 'ru';

/**
 * Demo documents, filed the way a supplier files them (upload, byte check, report check) so that both sides
 * have something in the first minute: the legal entity has a VAT return waiting in the reviewers' queue, an
 * accepted profit tax return and a rejected balance sheet; the entrepreneur an accepted USN return.
 */
export async function seed(ctx: SeedContext): Promise<void> {
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
}

async function fileAs(ctx: SeedContext, email: string, sample: SampleSet, decision?: Decision) {
  const user = ctx.users[email];
  if (!user) throw new Error(`no demo user ${email}`);
  const caller: Caller = { sub: user.sub, login: email, groups: [] };
  const owner = await documentOwner(await resolveTenant(caller), null);
  const draft = await startCreating(owner, caller, sample.documentType, clock.now());
  for (const file of sample.files) {
    const fileId = await uploadAs(caller, file.name, file.bytes);
    await uploadFile(owner, { temporaryDocumentId: draft.temporaryDocumentId, documentPart: file.part }, fileId);
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
