import {
  ListTablesCommand,
  ScanCommand,
  DynamoDBClient,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { RETENTION } from '@shared/constants/retention';
import type { useClock as UseClock, fixedClock as FixedClock } from '../../functions/lib/clock';
import type { runRetentionJob as RunRetentionJob } from '../../functions/domain/retention/retention-service';
import type { relationshipsRepository as RelationshipsRepository } from '../../functions/domain/relationships/relationships-repository';
import { addWorkingDays, moscowDate } from '../../functions/lib/working-days';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { call, cognito, signIn } from '../support/api';
import { passwordSignIn } from '../support/cognito';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { draftWith } from './documents-helpers';
import { pbiotCurrent, readyToSend, send, uploadDoc, uploadPbiotFile } from './pbiot-helpers';
import {
  newUser,
  ok,
  registeredSupplier,
  registrationFiles,
  saveFirstContacts,
  savedSupplier,
  storedObjectsOf,
  storeUpload,
  uploadRegistrationFile,
  useEmulatorsInProcess,
} from './supplier-helpers';

/**
 * The retention rules enforced (01 §9, 02 §9, 03 §9) on the real emulators: the job run in this process
 * with the clock moved, limited to the test's own counterparties (the stack is shared by every suite).
 */
let runRetentionJob: typeof RunRetentionJob;
let useClock: typeof UseClock;
let fixedClock: typeof FixedClock;
let relationships: typeof RelationshipsRepository;
let restoreClock: (() => void) | undefined;

const stack = inject('localStack');
const dynamo = new DynamoDBClient({
  region: stack.region,
  endpoint: stack.dynamodbUrl,
  credentials: EMULATOR_CREDENTIALS,
});
const s3 = new S3Client({
  region: stack.region,
  endpoint: stack.s3Url,
  forcePathStyle: true,
  credentials: EMULATOR_CREDENTIALS,
});

beforeAll(async () => {
  useEmulatorsInProcess();
  Object.assign(process.env, {
    USER_POOL_ID: stack.userPoolId,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.cognitoUrl,
  });
  ({ runRetentionJob } = await import('../../functions/domain/retention/retention-service'));
  ({ useClock, fixedClock } = await import('../../functions/lib/clock'));
  ({ relationshipsRepository: relationships } =
    await import('../../functions/domain/relationships/relationships-repository'));
});

afterEach(() => restoreClock?.());

/** Runs the job at `at` with the clock there too (notifications and e-mails read it). */
async function jobAt(at: Date, counterpartyIds: string[], afterStep?: (step: string) => void) {
  restoreClock?.();
  restoreClock = useClock(fixedClock(at));
  return runRetentionJob(at, { counterpartyIds, ...(afterStep ? { afterStep } : {}) });
}

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** The day after the 21st working day of a counterparty registered now, at noon in Moscow. */
const pastCompletion = () =>
  new Date(`${addWorkingDays(moscowDate(new Date()), RETENTION.completionWorkingDays + 1)}T09:00:00Z`);

/** The items of one table that pass `keep`. */
async function itemsOf(table: string, keep: (item: Record<string, unknown>) => boolean) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []).map((raw) => unmarshall(raw)).filter(keep));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

interface Found {
  where: string;
  item: Record<string, unknown>;
}

/**
 * Every item of every table of the stack and every object key of every bucket that mentions one of
 * `needles`. Register records of the state register (the public ЕГРЮЛ/ЕГРИП mirror of the reference
 * table) are left out: they are the register's, not the counterparty's.
 */
async function everythingMentioning(needles: readonly string[]): Promise<Found[]> {
  const found: Found[] = [];
  const lower = needles.map((n) => n.toLowerCase());
  const mentions = (text: string) => lower.some((n) => text.toLowerCase().includes(n));
  const { TableNames = [] } = await dynamo.send(new ListTablesCommand({}));
  expect(TableNames.length).toBeGreaterThanOrEqual(8);
  for (const table of TableNames) {
    const items = await itemsOf(
      table,
      (item) => item.__edb_e__ !== 'registerRecord' && mentions(JSON.stringify(item)),
    );
    found.push(...items.map((item) => ({ where: table, item })));
  }
  const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
  expect(Buckets.length).toBeGreaterThanOrEqual(2);
  for (const bucket of Buckets) {
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket.Name, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && mentions(object.Key))
          found.push({ where: bucket.Name!, item: { key: object.Key } });
      }
      token = page.NextContinuationToken;
    } while (token);
  }
  return found;
}

/**
 * A supplier with something in most contexts: questionnaire, change request, a PBIOT file, an admin
 * action, a request to the group with an attachment and its first message. An entrepreneur, whose INN is
 * its own (a legal entity's branches share its INN).
 */
async function supplierWithData() {
  const supplier = await savedSupplier('Индивидуальный', 'individual');
  const sub = subOf(supplier.token);
  await uploadPbiotFile(supplier.token, 'Политика.pdf');
  // The first message of a request names the company in its text and its attachment by its own name.
  const mark = `retention-${supplier.email.slice(9, 17)}`;
  const attachment = await storeUpload(supplier.token, `Акт ${mark}.pdf`, 'ATTACHMENT');
  await ok(call('POST', `/api/files/${attachment}/confirm`, { token: supplier.token }));
  const { requestCode } = await ok<{ requestCode: string }>(
    call('POST', '/api/communication/create-request', {
      token: supplier.token,
      body: {
        requestCategory: 'COMMON',
        requestSpecification: '',
        requestTopic: 'COMMON_CHECK',
        paEmailType: 'OTHER',
        paEmailAddress: supplier.email,
        beCode: 'NGS',
        beName: null,
        requestMessages: [
          { messageText: `${supplier.record.name}: когда завершится проверка? ${mark}`, fileId: attachment },
        ],
      },
    }),
  );
  await ok(
    call('POST', `/api/profiles/${sub}/resend-snabgenie`, {
      token: await signIn('admin@demo.test'),
      body: { reason: `Проверка передачи ${supplier.email.slice(9, 17)}` },
    }),
  );
  return {
    ...supplier,
    sub,
    needles: [supplier.counterpartyId, supplier.record.inn, supplier.email, sub, mark, requestCode],
  };
}

/** A year and a month after now: past the year without contracts or tender access. */
const pastYear = () => new Date(Date.now() + 400 * 86_400_000);

describe('a counterparty past the 21 working days', () => {
  it('is deleted completely, with the files its user uploaded', async () => {
    const supplier = await registeredSupplier('Индивидуальный', 'individual');
    const sub = subOf(supplier.token);
    await uploadRegistrationFile(supplier.token);
    const needles = [supplier.counterpartyId, supplier.record.inn, supplier.email, sub];
    // The day before it is due, it stays.
    const due = addWorkingDays(moscowDate(new Date()), RETENTION.completionWorkingDays);
    expect((await jobAt(new Date(`${due}T09:00:00Z`), [supplier.counterpartyId])).deleted).toBe(0);
    expect((await jobAt(pastCompletion(), [supplier.counterpartyId])).deleted).toBe(1);
    expect(await everythingMentioning(needles)).toEqual([]);
  });
});

/** 30 working days after now, at noon in Moscow: well past the 21. */
const thirtyWorkingDaysOn = () => new Date(`${addWorkingDays(moscowDate(new Date()), 30)}T09:00:00Z`);

describe('every kind of supplier can finish', () => {
  it('a non-resident that saved its questionnaire is complete and stays after 30 working days', async () => {
    const user = await newUser('nonres');
    const files = await registrationFiles(user.token);
    const { counterpartyId } = await ok<{ counterpartyId: string }>(
      call('POST', '/api/registration/nonresident/initialize', {
        token: user.token,
        body: {
          personalDataConsent: true,
          info: {
            name: 'Fjordkraft Service AS',
            taxId: `NO${Date.now().toString().slice(-9)}`,
            actualAddress: { index: '0150', countryCode: 'NO', city: 'Oslo', street: 'Karl Johans gate 1' },
          },
          ...files,
        },
      }),
    );
    await saveFirstContacts(user.token);
    // The run of the day it saved records it complete: no deadline on its banner.
    await jobAt(new Date(), [counterpartyId]);
    expect(await ok(call('GET', '/api/retention/deadline', { token: user.token }))).toBeNull();
    expect((await jobAt(thirtyWorkingDaysOn(), [counterpartyId])).deleted).toBe(0);
    await ok(call('GET', '/api/account/me', { token: user.token }));
  });

  it('a non-resident that never saved its questionnaire is still deleted after the 21 working days', async () => {
    const user = await newUser('nonres');
    const files = await registrationFiles(user.token);
    const { counterpartyId } = await ok<{ counterpartyId: string }>(
      call('POST', '/api/registration/nonresident/initialize', {
        token: user.token,
        body: {
          personalDataConsent: true,
          info: {
            name: 'Fjordkraft Drift AS',
            taxId: `NO${(Date.now() + 7).toString().slice(-9)}`,
            actualAddress: { index: '0150', countryCode: 'NO', city: 'Oslo', street: 'Karl Johans gate 2' },
          },
          ...files,
        },
      }),
    );
    expect((await jobAt(thirtyWorkingDaysOn(), [counterpartyId])).deleted).toBe(1);
  });

  it('the clock stands still while a request waits for the group’s reviewer (as the demo bank@ does)', async () => {
    const supplier = await registeredSupplier();
    // Its first contacts sent and not yet decided: saved, documents missing, waiting for the reviewer.
    await ok(
      call('POST', '/api/profiles/save-profile-contacts', {
        token: supplier.token,
        body: { phones: ['+79001234567'], emails: ['office@example.com'], websites: [] },
      }),
    );
    expect((await jobAt(thirtyWorkingDaysOn(), [supplier.counterpartyId])).deleted).toBe(0);
    expect((await jobAt(pastYear(), [supplier.counterpartyId])).deleted).toBe(0);
    await ok(call('GET', '/api/account/me', { token: supplier.token }));
  });
});

describe('a counterparty past a year without contracts or tender access', () => {
  it('is deleted completely: nothing of it in any table or bucket; another counterparty keeps its row naming it', async () => {
    const gone = await supplierWithData();
    expect((await everythingMentioning(gone.needles)).length).toBeGreaterThan(0);
    // Another counterparty, complete and active, whose contracts name the one that goes.
    const linked = await savedSupplier();
    await relationships.putContracts([
      {
        counterpartyId: linked.counterpartyId,
        link: 'SUBCONTRACTOR',
        partyKey: gone.record.inn,
        partyType: 'INDIVIDUAL',
        name: gone.record.name,
        inn: gone.record.inn,
        countryCode: 'RU',
      },
    ]);

    const result = await jobAt(pastYear(), [gone.counterpartyId, linked.counterpartyId]);
    expect(result.deleted).toBe(1);

    const left = await everythingMentioning(gone.needles);
    // Only the other counterparty's own row stays: a register entry without a cabinet.
    expect(left.map((f) => f.item.__edb_e__)).toEqual(['contract']);
    expect(left[0]!.item).toMatchObject({ counterpartyId: linked.counterpartyId, inn: gone.record.inn });
    // Its users can no longer sign in (a fresh sign-in: the helper caches tokens).
    await expect(
      passwordSignIn(cognito, stack.userPoolClientId, gone.email, DEMO_PASSWORD),
    ).rejects.toThrow();
    // The administrators' action on its user is kept, anonymised, with the reason it was erased.
    const audit = await itemsOf('accounts', (item) => item.__edb_e__ === 'adminAudit');
    const kept = audit.find((item) => item.reason === `Проверка передачи ${gone.email.slice(9, 17)}`);
    expect(kept).toMatchObject({ action: 'RESEND_SNABGENIE', erasedReason: 'INACTIVE' });
    expect(String(kept!.userId)).toMatch(/^erased-/);
    // The linked counterparty is untouched.
    await ok(call('GET', '/api/account/me', { token: linked.token }));
  });
});

describe('a withdrawn personal-data consent', () => {
  it('makes the counterparty due at once: the next run deletes it', async () => {
    const { accountsRepository } = await import('../../functions/domain/accounts/accounts-repository');
    const supplier = await registeredSupplier();
    const sub = subOf(supplier.token);
    // As the consent flow writes it on the account record.
    const account = await accountsRepository.getAccount(sub);
    await accountsRepository.putAccount({ ...account!, consentWithdrawnAt: new Date().toISOString() });
    expect((await jobAt(new Date(), [supplier.counterpartyId])).deleted).toBe(1);
    expect(await everythingMentioning([supplier.counterpartyId, supplier.email, sub])).toEqual([]);
  });
});

/** A supplier with contracts, complete through them before the 21 working days run out. */
async function activeSupplier() {
  const active = await savedSupplier();
  await relationships.putContracts([
    {
      counterpartyId: active.counterpartyId,
      link: 'GENERAL_CONTRACTOR',
      partyKey: '7701000000',
      partyType: 'LEGAL',
      name: 'АО «Нефтегаз Север»',
      inn: '7701000000',
      countryCode: 'RU',
    },
  ]);
  await jobAt(new Date(), [active.counterpartyId]);
  return active;
}

describe('deletion periods', () => {
  it('keep a counterparty with contracts after a year', async () => {
    const active = await activeSupplier();
    expect((await jobAt(pastYear(), [active.counterpartyId])).deleted).toBe(0);
    await ok(call('GET', '/api/account/me', { token: active.token }));
  });
});

describe('the job', () => {
  it('stopped midway finishes on the next run, with no duplicates or leftovers', async () => {
    const supplier = await supplierWithData();
    // Not its INN: the register record freed by the test before may be this one's, named in a row kept there.
    supplier.needles = supplier.needles.filter((n) => n !== supplier.record.inn);
    const at = pastYear();
    await expect(
      jobAt(at, [supplier.counterpartyId], (step) => {
        if (step === 'documents') throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    // Stopped: some of it is gone, some still there.
    expect((await everythingMentioning(supplier.needles)).length).toBeGreaterThan(0);

    const steps: string[] = [];
    const next = await jobAt(at, [supplier.counterpartyId], (step) => void steps.push(step));
    expect(next.resumed).toBe(1);
    // The steps done before the stop are not run again.
    expect(steps).not.toContain('relationships');
    expect(steps).toContain('accounts');
    expect(await everythingMentioning(supplier.needles)).toEqual([]);
    // A third run finds nothing more to do.
    expect(await jobAt(at, [supplier.counterpartyId])).toEqual({
      deleted: 0,
      resumed: 0,
      expiredDrafts: 0,
      expiredPbiotUploads: 0,
      expiredExports: 0,
    });
  });

  it('reminds once per threshold, in the cabinet and by e-mail, however often it runs', async () => {
    const supplier = await registeredSupplier();
    const registered = moscowDate(new Date());
    const due = addWorkingDays(registered, RETENTION.completionWorkingDays);
    // 5 working days left: the day 16 working days after registration.
    const at = new Date(`${addWorkingDays(registered, RETENTION.completionWorkingDays - 5)}T09:00:00Z`);
    await jobAt(at, [supplier.counterpartyId]);
    await jobAt(at, [supplier.counterpartyId]);
    await jobAt(new Date(at.getTime() + 3_600_000), [supplier.counterpartyId]);
    const notifications = await ok<{ notificationText: string }[]>(
      call('GET', '/api/profiles/get-all-notifications', { token: supplier.token }),
    );
    const reminders = notifications.filter((n) => n.notificationText.includes('Заполните анкету'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.notificationText).toContain(due.split('-').reverse().join('.'));
    expect(reminders[0]!.notificationText).toContain('осталось рабочих дней: 5');
    const mails = (await everythingMentioning([supplier.email])).filter((f) => f.item.__edb_e__ === 'outbox');
    expect(mails).toHaveLength(1);
  });
});

describe('the back office', () => {
  it('lists the accounts due for deletion with the reminders sent; an administrator postpones one with a reason', async () => {
    const supplier = await registeredSupplier();
    const sub = subOf(supplier.token);
    const admin = await signIn('admin@demo.test');
    const deadline = await ok<{ dueDate: string; workingDaysLeft: number }>(
      call('GET', '/api/retention/deadline', { token: supplier.token }),
    );
    expect(deadline).toEqual({
      dueDate: addWorkingDays(moscowDate(new Date()), RETENTION.completionWorkingDays),
      workingDaysLeft: RETENTION.completionWorkingDays,
    });
    restoreClock?.();
    restoreClock = undefined;
    await runRetentionJob(new Date(), { counterpartyIds: [supplier.counterpartyId] });

    const listed = async () =>
      (await ok<{ counterpartyId: string }[]>(call('GET', '/api/admin/retention', { token: admin }))).find(
        (c) => c.counterpartyId === supplier.counterpartyId,
      );
    expect(await listed()).toMatchObject({
      reason: 'INCOMPLETE',
      dueDate: deadline.dueDate,
      remindersSent: [],
      postponedUntil: null,
    });

    const postpone = (until: string) =>
      call('POST', `/api/admin/retention/${supplier.counterpartyId}/postpone`, {
        token: admin,
        body: { until, reason: 'Ждём оригиналы документов' },
      });
    // Not later than the current date: refused, saying which date it is.
    const refused = await postpone(deadline.dueDate);
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toContain(
      deadline.dueDate.split('-').reverse().join('.'),
    );
    const later = addWorkingDays(deadline.dueDate, 10);
    await ok(postpone(later));
    expect(await listed()).toMatchObject({
      dueDate: later,
      postponedUntil: later,
      postponeReason: 'Ждём оригиналы документов',
    });
    // The supplier's banner moves with it, and the audit trail has the action with its reason.
    expect(await ok(call('GET', '/api/retention/deadline', { token: supplier.token }))).toMatchObject({
      dueDate: later,
    });
    const audit = await ok<{ action: string; reason: string; after: string }[]>(
      call('GET', `/api/admin/users/${sub}/audit`, { token: admin }),
    );
    expect(audit[0]).toMatchObject({
      action: 'POSTPONE_DELETION',
      reason: 'Ждём оригиналы документов',
      after: later,
    });
    // The job keeps the postponement.
    await runRetentionJob(new Date(), { counterpartyIds: [supplier.counterpartyId] });
    expect(await listed()).toMatchObject({ dueDate: later });
  });
});

describe('drafts never sent', () => {
  it(`expire ${RETENTION.draftExpiryDays} days after they were started, with their files`, async () => {
    const { expireDocumentDrafts } = await import('../../functions/domain/documents/expire-drafts');
    const { documentsRepository } = await import('../../functions/domain/documents/documents-repository');
    const supplier = await savedSupplier();
    const draftId = await draftWith(supplier.token, 'Charter', [
      ['MAIN', { name: 'Устав.pdf', bytes: samplePdf('Устав') }],
    ]);
    const draft = await documentsRepository.getDraft(supplier.counterpartyId, draftId);
    const fileId = draft!.files[0]!.fileId;
    const started = Date.parse(draft!.createdAt);
    // A day before the period ends it stays.
    await expireDocumentDrafts(new Date(started + (RETENTION.draftExpiryDays - 1) * 86_400_000));
    expect(await documentsRepository.getDraft(supplier.counterpartyId, draftId)).not.toBeNull();
    expect(
      await expireDocumentDrafts(new Date(started + (RETENTION.draftExpiryDays + 1) * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await documentsRepository.getDraft(supplier.counterpartyId, draftId)).toBeNull();
    // Its file, held by nothing else, is deleted with it.
    expect(await storedObjectsOf(fileId)).toEqual([]);
  });
});

const DAY = 86_400_000;

describe('PBIOT uploads never sent', () => {
  it(`expire ${RETENTION.draftExpiryDays} days after upload unless a package holds them, with their files`, async () => {
    const { addDoc } = await import('../../functions/domain/pbiot/pbiot-service');
    // Active, so the run a month on does not delete the whole counterparty.
    const supplier = await activeSupplier();
    const sent = await readyToSend(supplier.token);
    const stale = await uploadDoc(supplier.token, 'pbiot_0002', 'Старый.pdf');
    // Uploaded 20 days later (the section's own call, with that day as its clock).
    const freshFile = await uploadPbiotFile(supplier.token, 'Свежий.pdf');
    const { tenantOfCounterparty } = await import('../../functions/domain/accounts/tenant-resolution');
    const fresh = await addDoc(
      await tenantOfCounterparty(supplier.counterpartyId),
      { fileId: freshFile, type: `pbiot_0003__${freshFile.slice(0, 8)}` },
      new Date(Date.now() + 20 * DAY),
      'ru',
    );
    // The package holds the questionnaire and the policy, not the other two.
    await ok(send(supplier.token, ['pbiot_0001']));
    const types = async () => (await pbiotCurrent(supplier.token)).docs.map((d) => d.type).sort();
    const all = [sent.questionnaire, sent.policy, stale, fresh].map((d) => d.type).sort();

    // A day before the period ends everything stays.
    const uploaded = Date.parse(stale.uploadDate);
    const early = await jobAt(new Date(uploaded + (RETENTION.draftExpiryDays - 1) * DAY), [
      supplier.counterpartyId,
    ]);
    expect(early.expiredPbiotUploads).toBe(0);
    expect(await types()).toEqual(all);

    const at = new Date(uploaded + (RETENTION.draftExpiryDays + 1) * DAY);
    expect((await jobAt(at, [supplier.counterpartyId])).expiredPbiotUploads).toBe(1);
    expect(await types()).toEqual(all.filter((t) => t !== stale.type));
    expect(await storedObjectsOf(stale.fileId)).toEqual([]);
    for (const kept of [sent.questionnaire, sent.policy, fresh])
      expect(await storedObjectsOf(kept.fileId)).not.toEqual([]);
    // A second run finds nothing more.
    expect((await jobAt(at, [supplier.counterpartyId])).expiredPbiotUploads).toBe(0);
  });
});

describe('personal-data exports', () => {
  it('are deleted once expired, archive and record; a fresh one stays', async () => {
    const { exportRepository } = await import('../../functions/domain/personal-data/export-repository');
    const { buildExport } = await import('../../functions/domain/personal-data/export-job');
    const { bucketName } = await import('../../functions/lib/env');
    const { PERSONAL_DATA_EXPORT_KEEP_DAYS } = await import('@shared/constants/consents');
    const supplier = await savedSupplier();
    const { counterpartyId } = supplier;
    /** An export requested and built at `at`, as the export queue's job builds it. */
    const exportAt = async (at: Date) => {
      const exportId = `${at.toISOString()}-retention`;
      await exportRepository.create({
        counterpartyId,
        exportId,
        status: 'PENDING',
        requestedAt: at.toISOString(),
        requestedBy: supplier.email,
        bySupplier: false,
      });
      restoreClock?.();
      restoreClock = useClock(fixedClock(at));
      await buildExport({ counterpartyId, exportId });
      return exportId;
    };
    const archives = async () => {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucketName('documents'), Prefix: `exports/${counterpartyId}/` }),
      );
      return (page.Contents ?? []).map((o) => o.Key);
    };
    const now = Date.now();
    const old = await exportAt(new Date(now));
    const fresh = await exportAt(new Date(now + 5 * DAY));
    expect(await archives()).toHaveLength(2);

    // On its last day it stays.
    const keep = PERSONAL_DATA_EXPORT_KEEP_DAYS * DAY;
    expect((await jobAt(new Date(now + keep - DAY), [counterpartyId])).expiredExports).toBe(0);
    const at = new Date(now + keep + DAY);
    expect((await jobAt(at, [counterpartyId])).expiredExports).toBe(1);
    expect(await exportRepository.get(counterpartyId, old)).toBeNull();
    expect(await exportRepository.get(counterpartyId, fresh)).toMatchObject({ status: 'READY' });
    expect(await archives()).toEqual([`exports/${counterpartyId}/${fresh}.zip`]);
    expect((await jobAt(at, [counterpartyId])).expiredExports).toBe(0);
  });
});
