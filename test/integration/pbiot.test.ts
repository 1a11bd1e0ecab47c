import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPackage, ReviewPackageDetail } from '@shared/api/areas/pbiot';
import type { Notification } from '@shared/api/areas/notifications';
import { samplePdf, samplePng } from '../../functions/domain/files/file-samples.fixture';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import {
  addDoc,
  fetchLink,
  incidentValues,
  pbiotAccess,
  pbiotCurrent,
  pbiotHistory,
  pdfOfSize,
  readyToSend,
  saveIncidents,
  send,
  uploadDoc,
  uploadPbiotFile,
} from './pbiot-helpers';
import {
  expectError,
  ok,
  registeredSupplier,
  storedObjectsOf,
  useEmulatorsInProcess,
} from './supplier-helpers';

/** The safety section (03 §2–§5) end to end through the local gateway, and its reviewers' queue. */

type Supplier = Awaited<ReturnType<typeof registeredSupplier>>;
const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('ru', key, params);

let moderator = '';
beforeAll(async () => {
  useEmulatorsInProcess();
  moderator = await signIn('moderator@demo.test');
});

const reviewQueue = (state: 'OPEN' | 'DONE' = 'OPEN') =>
  ok<ReviewPackage[]>(call('GET', '/api/backoffice/pbiot/packages', { token: moderator, query: { state } }));
const take = (id: string, token = moderator) =>
  call('POST', `/api/backoffice/pbiot/packages/${id}/take`, { token });
const decide = (id: string, body: object, token = moderator) =>
  call('POST', `/api/backoffice/pbiot/packages/${id}/decision`, { token, body });
const zip = (token: string, packageId: string, partition: string) =>
  call<{ response: { url: string; name: string } }>(
    'GET',
    `/api/pbiot/history/${packageId}/zip/${partition}`,
    {
      token,
    },
  );

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('a new supplier', () => {
  let s: Supplier;
  beforeAll(async () => {
    s = await registeredSupplier();
  });

  it('has access (03 §4), its header data and an empty form of three years', async () => {
    const access = await pbiotAccess(s.token);
    expect(access).toMatchObject({
      hasAccess: true,
      blockReason: null,
      statusInfo: { successfulChecks: 0, pbiotAccessType: 'ON', sendBlockedByPackage: false },
      company: { code: s.companyCode, name: s.record.shortName },
      login: s.email,
    });
    const current = await pbiotCurrent(s.token);
    expect(current.incidents.map((e) => e.code)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7']);
    const year = new Date().getUTCFullYear();
    expect(current.incidents[1]?.children.map((c) => c.code)).toEqual([
      `q2_${year - 3}`,
      `q2_${year - 2}`,
      `q2_${year - 1}`,
    ]);
    expect(current).toMatchObject({ incidentsComplete: false, docs: [], isSendBlockedByPackage: false });
    expect([
      current.schemes.questionnaire.length,
      current.schemes.pbiot.length,
      current.schemes.ep.length,
    ]).toEqual([1, 12, 11]);
    expect(await pbiotHistory(s.token)).toEqual([]);
  });

  it('refuses negative, non-numeric, fractional and missing incidents and keeps nothing', async () => {
    const valid = incidentValues(40);
    expectError(await saveIncidents(s.token, { ...valid, q1: -1 }), 400);
    expectError(await saveIncidents(s.token, { ...valid, q1: 'много' }), 400);
    expectError(
      await saveIncidents(s.token, { ...valid, q1: 40.5 }),
      400,
      ru('pbiot.incidentsInvalid', { code: 'q1' }),
    );
    const year = new Date().getUTCFullYear();
    const { [`q7_${year - 1}`]: _gone, ...incomplete } = valid;
    void _gone;
    expectError(await saveIncidents(s.token, incomplete), 400, ru('pbiot.incidentsNotComplete'));
    expectError(await saveIncidents(s.token, { ...valid, q9: 1 }), 400);
    const current = await pbiotCurrent(s.token);
    expect(current.incidentsComplete).toBe(false);
    expect(current.incidents.find((e) => e.code === 'q1')?.value).toBeNull();
  });

  it('saves a complete form and warns where figures contradict each other', async () => {
    const year = new Date().getUTCFullYear();
    const values = { ...incidentValues(40), [`q2_${year - 2}`]: 3, q4: 9 };
    const saved = await ok<{ incidentsComplete: boolean; warnings: { code: string }[] }>(
      saveIncidents(s.token, values),
    );
    expect(saved.incidentsComplete).toBe(true);
    expect(saved.warnings.map((w) => w.code).sort()).toEqual(['FATAL_ABOVE_ACCIDENTS', 'RATE_INCONSISTENT']);
    const current = await pbiotCurrent(s.token);
    expect(current.incidentsComplete).toBe(true);
    expect(current.incidents.find((e) => e.code === 'q1')?.value).toBe(40);
    await ok(saveIncidents(s.token, incidentValues(40)));
    expect((await pbiotCurrent(s.token)).warnings).toEqual([]);
  });

  it('refuses a file whose bytes are not a type its document takes, and keeps nothing', async () => {
    // A PNG is a PBIOT upload (scans), but pbiot_0001 takes PDF only: its bytes decide, not its name.
    const png = await uploadPbiotFile(s.token, 'Политика.pdf', samplePng());
    expectError(
      await addDoc(s.token, png, 'pbiot_0001__png'),
      400,
      ru('file.wrongFormat', { formats: 'pdf' }),
    );
    // Refused, the upload is deleted: nothing else holds it.
    expectError(await call('GET', `/api/files/${png}`, { token: s.token }), 404);
    expect(await storedObjectsOf(png)).toEqual([]);
    // Text named .pdf never leaves the files service's check.
    const started = await ok<{ id: string; upload: { url: string; fields: Record<string, string> } }>(
      call('POST', '/api/files', {
        token: s.token,
        body: { fileName: 'fake.pdf', size: 64, purpose: 'PBIOT' },
      }),
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(started.upload.fields)) form.append(k, v);
    form.append('file', new Blob(['just text, not a pdf at all; just text, not a pdf at all!!']), 'fake.pdf');
    await (await fetch(started.upload.url, { method: 'POST', body: form })).arrayBuffer();
    expectError(
      await call('POST', `/api/files/${started.id}/confirm`, { token: s.token }),
      400,
      ru('file.wrongFormat', { formats: 'pdf, jpg, png' }),
    );
    expectError(await addDoc(s.token, started.id, 'pbiot_0001__txt'), 400, ru('pbiot.fileNotFound'));
    expect((await pbiotCurrent(s.token)).docs).toEqual([]);
  });

  it('refuses a file over the total volume (maxTotalSize of this stage: 1 MB) and keeps the rest', async () => {
    const first = await uploadDoc(s.token, 'ep_0001', 'Экополитика.pdf', pdfOfSize('eco', 600_000));
    const big = await uploadPbiotFile(s.token, 'Большой.pdf', pdfOfSize('big', 500_000));
    expectError(await addDoc(s.token, big, 'ep_0002__big'), 400, ru('pbiot.volumeLimit', { n: 1 }));
    const current = await pbiotCurrent(s.token);
    expect(current.docs.map((d) => d.fileId)).toEqual([first.fileId]);
    const stats = () =>
      ok<{ totalSize: number; maxTotalSize: number; isThresholdReached: boolean }>(
        call('GET', '/api/pbiot/fileStatistics', { token: s.token }),
      );
    expect(await stats()).toEqual({ totalSize: first.size, maxTotalSize: 1, isThresholdReached: false });
    // The refused file is not kept: the volume limit bounds what is stored.
    expectError(await call('GET', `/api/files/${big}`, { token: s.token }), 404);
    expect(await storedObjectsOf(big)).toEqual([]);
    expect(await storedObjectsOf(first.fileId)).toHaveLength(1);

    await ok(call('POST', `/api/pbiot/deletedoc/${first.type}`, { token: s.token }));
    expect((await pbiotCurrent(s.token)).docs).toEqual([]);
    expect(await stats()).toEqual({ totalSize: 0, maxTotalSize: 1, isThresholdReached: false });
    // The removed document's file goes with it.
    expectError(await call('GET', `/api/files/${first.fileId}`, { token: s.token }), 404);
    expect(await storedObjectsOf(first.fileId)).toEqual([]);
  });

  it('refuses to send with a marked document missing, and with a large headcount without pbiot_0006', async () => {
    await uploadDoc(s.token, 'questionnaire_1', 'Анкета.pdf');
    // The signed questionnaire is one file (its scheme's maxCount).
    const second = await uploadPbiotFile(s.token, 'Анкета 2.pdf');
    expectError(
      await addDoc(s.token, second, 'questionnaire_1__second'),
      400,
      ru('pbiot.tooManyFiles', { name: ru('pbiot.doc.questionnaire_1'), n: 1 }),
    );
    await uploadDoc(s.token, 'pbiot_0001', 'Политика.pdf');
    expectError(await send(s.token, ['pbiot_0001', 'pbiot_0002']), 400, ru('pbiot.notReadyToSend'));
    await ok(saveIncidents(s.token, incidentValues(51)));
    expectError(await send(s.token, ['pbiot_0001']), 400, ru('pbiot.notReadyToSend'));
    expect(await pbiotHistory(s.token)).toEqual([]);
    expect((await pbiotAccess(s.token)).hasAccess).toBe(true);
  });
});

describe('a package from send to decision', () => {
  let s: Supplier;
  let other: Supplier;
  let packageId = '';
  let docs: Awaited<ReturnType<typeof readyToSend>>;

  beforeAll(async () => {
    s = await registeredSupplier();
    other = await registeredSupplier();
    docs = await readyToSend(s.token, 40);
  });

  it('sent twice at once makes one package; a later send is refused as blocked; edits are refused', async () => {
    const both = await Promise.all([send(s.token, ['pbiot_0001']), send(s.token, ['pbiot_0001'])]);
    expect(both.map((r) => r.status).sort()).toContain(200);
    for (const r of both) expect([200, 409]).toContain(r.status);
    const history = await pbiotHistory(s.token);
    expect(history).toHaveLength(1);
    packageId = history[0]!.id;
    expect(history[0]).toMatchObject({
      status: 1 | 16,
      completionDate: null,
      expirationDate: null,
      reason: null,
    });

    const access = await pbiotAccess(s.token);
    expect(access).toMatchObject({ hasAccess: false, statusInfo: { sendBlockedByPackage: true } });
    const again = expectError(await send(s.token, ['pbiot_0001']), 409);
    expect(again.message).toBe(access.blockReason);
    expectError(await saveIncidents(s.token, incidentValues(45)), 409);
    expectError(await call('POST', `/api/pbiot/deletedoc/${docs.policy.type}`, { token: s.token }), 409);
    expect(await pbiotHistory(s.token)).toHaveLength(1);
  });

  it('the three archives hold the frozen files under their names, the UTF-8 name flag set', async () => {
    const questionnaire = await ok<{ url: string; name: string }>(zip(s.token, packageId, 'questionnaire'));
    expect(questionnaire.name).toBe('Анкета.zip');
    const q = await fetchLink(questionnaire);
    expect(q.disposition).toContain("filename*=UTF-8''%D0%90%D0%BD%D0%BA%D0%B5%D1%82%D0%B0.zip");
    const qFiles = unzipSync(q.bytes);
    expect(Object.keys(qFiles).sort()).toEqual(['Incident.pdf', 'questionnaire_1/Анкета подписанная.pdf']);
    expect([...qFiles['questionnaire_1/Анкета подписанная.pdf']!]).toEqual([
      ...samplePdf('Анкета подписанная.pdf'),
    ]);
    expect(Buffer.from(q.bytes).readUInt16LE(6) & 0x800).toBe(0x800);
    // A long company name wraps onto the next line of the PDF.
    const text = (await pdfText(qFiles['Incident.pdf']!)).replace(/\s+/g, ' ');
    expect(text).toContain(s.record.shortName);
    expect(text).toContain('Среднесписочная численность работников');
    expect(text).toContain('40');

    const safety = await ok<{ url: string; name: string }>(zip(s.token, packageId, 'pbiot'));
    expect(safety.name).toBe('Документы_по_ПБиОТ.zip');
    expect(Object.keys(unzipSync((await fetchLink(safety)).bytes))).toEqual([
      'pbiot_0001/Политика ПБ и ОТ.pdf',
    ]);
    const environment = await ok<{ url: string; name: string }>(zip(s.token, packageId, 'ep'));
    expect(environment.name).toBe('Документы_по_ООС.zip');
    expect(Object.keys(unzipSync((await fetchLink(environment)).bytes))).toEqual([]);
  });

  it('another supplier’s package zip does not exist (404)', async () => {
    expectError(await zip(other.token, packageId, 'pbiot'), 404);
    expectError(await zip(s.token, 'no-such-package', 'pbiot'), 404);
  });

  it('a reviewer takes it (bit 2) once and approves it with a validity (bits 4, 8); the supplier is notified', async () => {
    const queued = (await reviewQueue()).find((p) => p.id === packageId);
    expect(queued).toMatchObject({
      counterpartyId: s.counterpartyId,
      companyCode: s.companyCode,
      sentBy: s.email,
    });
    const detail = await ok<ReviewPackageDetail>(
      call('GET', `/api/backoffice/pbiot/packages/${packageId}`, { token: moderator }),
    );
    expect(detail.files.map((f) => [f.partition, f.name]).sort()).toEqual([
      ['pbiot', 'Политика ПБ и ОТ.pdf'],
      ['questionnaire', 'Incident.pdf'],
      ['questionnaire', 'Анкета подписанная.pdf'],
    ]);
    expect(detail.incidents.find((e) => e.code === 'q1')?.value).toBe(40);
    expect((await fetchLink(detail.files.find((f) => f.partition === 'pbiot')!)).bytes.length).toBe(
      docs.policy.size,
    );

    expectError(await decide(packageId, { approved: true, comment: 'ok', validUntil: '2099-01-01' }), 409);
    const taken = await ok<ReviewPackage>(take(packageId));
    expect(taken).toMatchObject({ status: 1 | 2 | 16, assignedTo: 'moderator@demo.test' });
    expect((await pbiotHistory(s.token))[0]?.status).toBe(1 | 2 | 16);

    expectError(await decide(packageId, { approved: true, comment: 'без срока' }), 400);
    const validUntil = `${new Date().getUTCFullYear() + 1}-12-31`;
    const decided = await ok<ReviewPackage>(
      decide(packageId, { approved: true, comment: 'Документы в порядке', validUntil }),
    );
    expect(decided).toMatchObject({ status: 31, expirationDate: validUntil, comment: 'Документы в порядке' });
    expectError(await decide(packageId, { approved: false, comment: 'передумал' }), 409);
    expect((await reviewQueue()).some((p) => p.id === packageId)).toBe(false);
    expect((await reviewQueue('DONE')).some((p) => p.id === packageId)).toBe(true);

    const [item] = await pbiotHistory(s.token);
    expect(item).toMatchObject({
      status: 31,
      expirationDate: validUntil,
      reason: { visibleForContractor: true, description: 'Документы в порядке' },
      data: { comment: 'Документы в порядке' },
    });
    expect(item?.completionDate).toBeTruthy();
    const access = await pbiotAccess(s.token);
    expect(access).toMatchObject({
      hasAccess: false,
      statusInfo: { successfulChecks: 1, sendBlockedByPackage: false },
    });
    expect(access.blockReason).toContain(validUntil.split('-').reverse().join('.'));
    const notices = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: s.token }),
    );
    expect(notices.map((n) => n.notificationText).join('\n')).toContain('Результат проверки - одобрено');
  });

  it('the relationships flag says complete; open/pbiot reopens editing until its date, then it is OFF', async () => {
    const { safetyQuestionnaireComplete } = await import('../../functions/domain/pbiot/completeness');
    const { grantPbiotEditing } = await import('../../functions/domain/pbiot/editing-access');
    expect(await safetyQuestionnaireComplete(s.counterpartyId)).toBe(true);
    expect(await safetyQuestionnaireComplete(other.counterpartyId)).toBe(false);

    const until = new Date(Date.now() + 7 * 86_400_000);
    await grantPbiotEditing(s.counterpartyId, until, 'admin@demo.test');
    const reopened = await pbiotAccess(s.token);
    expect(reopened).toMatchObject({
      hasAccess: true,
      statusInfo: { successfulChecks: 0, pbiotAccessType: 'ON', accessExpiresAfter: until.toISOString() },
    });
    await ok(saveIncidents(s.token, incidentValues(42)));
    const opened = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: s.token }),
    );
    expect(opened.map((n) => n.notificationText).join('\n')).toContain(
      `Доступ к редактированию анкеты ПБиОТ предоставлен до ${until.toISOString().slice(0, 10).split('-').reverse().join('.')}`,
    );

    await grantPbiotEditing(s.counterpartyId, new Date(Date.now() - 1000), 'admin@demo.test');
    const expired = await pbiotAccess(s.token);
    expect(expired).toMatchObject({ hasAccess: false, statusInfo: { pbiotAccessType: 'OFF' } });
    expectError(await saveIncidents(s.token, incidentValues(43)), 403);
  });
});

describe('a package not approved', () => {
  it('shows the comment to the supplier and opens editing again', async () => {
    const s = await registeredSupplier();
    await readyToSend(s.token, 60);
    await uploadDoc(s.token, 'pbiot_0006', 'Приказ о службе ОТ.pdf');
    await ok(send(s.token, ['pbiot_0001']));
    const [sent] = await pbiotHistory(s.token);
    await ok(take(sent!.id));
    await ok(decide(sent!.id, { approved: false, comment: 'Нет подписи на анкете' }));
    const [item] = await pbiotHistory(s.token);
    expect(item).toMatchObject({
      status: 1 | 2 | 4 | 16,
      expirationDate: null,
      data: { comment: 'Нет подписи на анкете' },
    });
    expect(await pbiotAccess(s.token)).toMatchObject({ hasAccess: true, blockReason: null });
    const notices = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: s.token }),
    );
    expect(notices.map((n) => n.notificationText).join('\n')).toContain('Результат проверки - не одобрено');
  });
});

describe('the demo data', () => {
  it('has the demo entrepreneur’s package waiting in the reviewers’ queue, its files readable', async () => {
    const seeded = (await reviewQueue()).find((p) => p.sentBy === 'individual@demo.test');
    expect(seeded).toMatchObject({ status: 17, assignedTo: null });
    const detail = await ok<ReviewPackageDetail>(
      call('GET', `/api/backoffice/pbiot/packages/${seeded!.id}`, { token: moderator }),
    );
    const pdf = await fetchLink(detail.files.find((f) => f.name === 'Incident.pdf')!);
    expect(await pdfText(pdf.bytes)).toContain(seeded!.companyName);
    const individual = await signIn('individual@demo.test');
    expect(await pbiotAccess(individual)).toMatchObject({
      hasAccess: false,
      statusInfo: { sendBlockedByPackage: true },
    });
  });
});
