import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailingSubscription, Notification } from '@shared/api/areas/notifications';
import type { sectionAvailabilitySchema } from '@shared/api/areas/system';
import type { ErrorPayload } from '@shared/api/error-payload';
import type { z } from 'zod';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { translate } from '../support/messages';
import { call, createUser, signIn, uniqueEmail } from '../support/api';

type Envelope<T> = { response: T };
type Availability = z.infer<ReturnType<typeof sectionAvailabilitySchema>>;
interface ShownNotice {
  id: string;
  text: string;
  type: string;
  shownAgain: boolean;
}

const NEW = '/api/profiles/get-new-notifications';
const ALL = '/api/profiles/get-all-notifications';
const COUNT = '/api/profiles/get-new-notifications-count';
const MARK = '/api/profiles/set-user-notified';
const ACTUAL = '/api/notifications/get-actual-notification';
const DISMISS = '/api/notifications/dismiss';
const AVAILABILITY = '/api/notifications/section-availability';
const SUBSCRIPTIONS = '/api/notifications/get';
const CHANGE = '/api/notifications/changeActive';

/**
 * The notifications domain as other domains use it (a decision notifies a supplier; operators
 * publish notices): loaded here against the same emulators the gateway's handlers use.
 */
async function loadDomain() {
  const stack = inject('localStack');
  Object.assign(process.env, {
    AWS_REGION: stack.region,
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamodbUrl,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const [service, repository, accounts] = await Promise.all([
    import('../../functions/domain/notifications/notifications-service'),
    import('../../functions/domain/notifications/notifications-repository'),
    import('../../functions/domain/accounts/seed'),
  ]);
  const counterpartyOf = (email: string) => {
    const supplier = accounts.DEMO_SUPPLIERS.find((s) => s.email === email);
    if (!supplier) throw new Error(`${email} is not a demo supplier`);
    return supplier.counterparty.counterpartyId;
  };
  return {
    notifyCounterparty: service.notifyCounterparty,
    putNotice: repository.notificationsRepository.putNotice,
    NoticeEntity: repository.NoticeEntity,
    counterpartyOf,
  };
}

type Domain = Awaited<ReturnType<typeof loadDomain>>;
let domain: Domain;
const tokens: Record<'legal' | 'individual' | 'newUser' | 'admin', string> = {
  legal: '',
  individual: '',
  newUser: '',
  admin: '',
};

beforeAll(async () => {
  domain = await loadDomain();
  // A user of its own for "no counterparty yet": other suites may register the demo new@ user.
  const newcomer = uniqueEmail('newcomer');
  await createUser(newcomer);
  [tokens.legal, tokens.individual, tokens.newUser, tokens.admin] = await Promise.all([
    signIn('legal@demo.test'),
    signIn('individual@demo.test'),
    signIn(newcomer),
    signIn('admin@demo.test'),
  ]);
});

function expectError(
  result: { status: number; body: unknown },
  status: number,
  code: string,
  message?: string,
): ErrorPayload {
  expect(result.status).toBe(status);
  const payload = result.body as ErrorPayload;
  expect(payload).toMatchObject({ code, files: null, debugMessage: null });
  if (message !== undefined) expect(payload.message).toBe(message);
  return payload;
}

const get = <T>(path: string, token: string, query?: Record<string, string>, lang?: string) =>
  call<Envelope<T>>('GET', path, { token, ...(query ? { query } : {}), ...(lang ? { lang } : {}) });

describe('notifications of a counterparty', () => {
  it('lists the new ones newest first in the caller language, and counts them', async () => {
    const ru = await get<Notification[]>(NEW, tokens.legal);
    const en = await get<Notification[]>(NEW, tokens.legal, undefined, 'en');
    const count = await get<number>(COUNT, tokens.legal);
    expect(ru.status).toBe(200);
    const seeded = ru.body.response.filter((n) => n.id.startsWith('demo-'));
    expect(seeded.map((n) => n.id)).toEqual(['demo-5', 'demo-4', 'demo-3']);
    expect(seeded.every((n) => !n.isUserNotified)).toBe(true);
    expect(seeded[0]?.notificationText).toBe('Получен ответ по вашему обращению о доступе к закупке.');
    expect(en.body.response.find((n) => n.id === 'demo-5')?.notificationText).toBe(
      'Your request about access to a tender has been answered.',
    );
    expect(count.body.response).toBe(ru.body.response.length);
  });

  it('lists all of them, the notified ones included', async () => {
    const { body } = await get<Notification[]>(ALL, tokens.legal);
    const ids = body.response.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['demo-1', 'demo-2', 'demo-3', 'demo-4', 'demo-5']));
    expect(body.response.find((n) => n.id === 'demo-1')?.isUserNotified).toBe(true);
    const dates = body.response.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows what another domain tells the counterparty as new, until the user has seen it', async () => {
    const before = (await get<number>(COUNT, tokens.legal)).body.response;
    const sent = await domain.notifyCounterparty(domain.counterpartyOf('legal@demo.test'), {
      ru: 'Заявка на изменение адреса одобрена.',
      en: 'The request to change the address has been approved.',
    });

    const fresh = await get<Notification[]>(NEW, tokens.legal, undefined, 'en');
    expect(fresh.body.response[0]).toMatchObject({
      id: sent.id,
      notificationText: 'The request to change the address has been approved.',
      isUserNotified: false,
    });
    expect((await get<number>(COUNT, tokens.legal)).body.response).toBe(before + 1);

    const marked = await call<Envelope<unknown>>('PUT', MARK, {
      token: tokens.legal,
      body: [{ id: sent.id }],
    });
    expect(marked.status).toBe(200);
    expect(marked.body.response).toEqual({ success: true });
    expect((await get<Notification[]>(NEW, tokens.legal)).body.response.map((n) => n.id)).not.toContain(
      sent.id,
    );
    expect((await get<number>(COUNT, tokens.legal)).body.response).toBe(before);
    const all = await get<Notification[]>(ALL, tokens.legal);
    expect(all.body.response.find((n) => n.id === sent.id)?.isUserNotified).toBe(true);
  });

  it('never shows or marks one supplier’s notifications for another', async () => {
    const legalNew = (await get<Notification[]>(NEW, tokens.legal)).body.response.map((n) => n.id);
    expect(legalNew.length).toBeGreaterThan(0);

    const seenByOther = await get<Notification[]>(ALL, tokens.individual);
    expect(seenByOther.status).toBe(200);
    expect(seenByOther.body.response.map((n) => n.id)).not.toEqual(expect.arrayContaining([legalNew[0]]));

    // Foreign and unknown ids are ignored alike: the answer does not tell which exist elsewhere.
    const attempt = await call('PUT', MARK, {
      token: tokens.individual,
      body: [...legalNew.map((id) => ({ id })), { id: 'no-such-notification' }],
    });
    expect(attempt.status).toBe(200);
    const stillNew = (await get<Notification[]>(NEW, tokens.legal)).body.response.map((n) => n.id);
    expect(stillNew).toEqual(legalNew);
  });

  it('refuses a user whose counterparty is not registered yet, and a call without a token', async () => {
    expectError(
      await get(COUNT, tokens.newUser),
      403,
      'FORBIDDEN',
      translate('ru', 'error.registrationRequired'),
    );
    expectError(await call('GET', NEW), 401, 'UNAUTHORIZED');
  });

  it('refuses a body that is not a list of ids, with the field message in the caller language', async () => {
    const ru = expectError(
      await call('PUT', MARK, { token: tokens.legal, body: { id: 'demo-3' } }),
      400,
      'VALIDATION_FAILED',
    );
    const en = expectError(
      await call('PUT', MARK, { token: tokens.legal, body: { id: 'demo-3' }, lang: 'en' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(ru.fields?.body).toMatch(/ожидалось массив/);
    expect(en.fields?.body).toMatch(/expected array/);
  });
});

describe('section notices and availability', () => {
  const created: { audience: string; section: 'PBIOT' | 'PORTAL' | 'TENDER'; id: string }[] = [];
  const HOUR_MS = 3_600_000;

  async function publish(notice: {
    audience: string;
    section: 'PBIOT' | 'PORTAL' | 'TENDER';
    id: string;
    type: 'INFO' | 'WARNING' | 'BLOCKING';
    activeTo?: string;
  }) {
    await domain.putNotice({
      ...notice,
      textRu: `Раздел закрыт: ${notice.id}`,
      textEn: `Section closed: ${notice.id}`,
      shownAgain: false,
      activeFrom: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    created.push({ audience: notice.audience, section: notice.section, id: notice.id });
  }

  afterAll(async () => {
    await Promise.all(created.map((key) => domain.NoticeEntity.delete(key)));
  });

  it('shows the seeded notice of DOCUMENTS to any signed-in user, in its language', async () => {
    for (const token of [tokens.legal, tokens.newUser, tokens.admin]) {
      const ru = await get<ShownNotice[]>(ACTUAL, token, { section: 'DOCUMENTS' });
      expect(ru.status).toBe(200);
      expect(ru.body.response).toContainEqual({
        id: 'documents-review-time',
        type: 'INFO',
        shownAgain: true,
        text: expect.stringMatching(/^Проверка загруженных документов занимает до 2 рабочих дней/),
      });
    }
    const en = await get<ShownNotice[]>(ACTUAL, tokens.legal, { section: 'DOCUMENTS' }, 'en');
    expect(en.body.response.find((n) => n.id === 'documents-review-time')?.text).toMatch(
      /^The review of uploaded/,
    );
  });

  it('stops showing a dismissed notice to that user only', async () => {
    const email = uniqueEmail('dismiss');
    await createUser(email);
    const token = await signIn(email);

    const dismissed = await call<Envelope<unknown>>('POST', DISMISS, {
      token,
      body: { notificationId: 'documents-review-time' },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.response).toEqual({ success: true });
    const mine = await get<ShownNotice[]>(ACTUAL, token, { section: 'DOCUMENTS' });
    expect(mine.body.response.map((n) => n.id)).not.toContain('documents-review-time');
    const availability = await get<Availability>(AVAILABILITY, token, { section: 'DOCUMENTS' });
    expect(availability.body.response.notifications.map((n) => n.id)).not.toContain('documents-review-time');

    const others = await get<ShownNotice[]>(ACTUAL, tokens.legal, { section: 'DOCUMENTS' });
    expect(others.body.response.map((n) => n.id)).toContain('documents-review-time');
  });

  it('refuses an unknown section with a field message in the caller language', async () => {
    const ru = expectError(await get(ACTUAL, tokens.legal, { section: 'NOPE' }), 400, 'VALIDATION_FAILED');
    const en = expectError(
      await get(ACTUAL, tokens.legal, { section: 'NOPE' }, 'en'),
      400,
      'VALIDATION_FAILED',
    );
    expect(ru.fields?.['query.section']).toMatch(/^Неверный вариант/);
    expect(en.fields?.['query.section']).toMatch(/^Invalid option/);
    expectError(await get(AVAILABILITY, tokens.legal, {}), 400, 'VALIDATION_FAILED');
  });

  it('closes a section for the counterparty a blocking notice names, and for no one else', async () => {
    const individual = domain.counterpartyOf('individual@demo.test');
    await publish({ audience: individual, section: 'PBIOT', id: 'it-pbiot-block', type: 'BLOCKING' });

    const blocked = await get<Availability>(AVAILABILITY, tokens.individual, { section: 'PBIOT' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.response).toMatchObject({
      isAvailable: false,
      textMessage: 'Раздел закрыт: it-pbiot-block',
    });
    const blockedEn = await get<Availability>(AVAILABILITY, tokens.individual, { section: 'PBIOT' }, 'en');
    expect(blockedEn.body.response.textMessage).toBe('Section closed: it-pbiot-block');

    for (const token of [tokens.legal, tokens.newUser, tokens.admin]) {
      const open = await get<Availability>(AVAILABILITY, token, { section: 'PBIOT' });
      expect(open.body.response).toMatchObject({ isAvailable: true, textMessage: null });
    }
    // Another section of the same counterparty stays open.
    const tender = await get<Availability>(AVAILABILITY, tokens.individual, { section: 'TENDER' });
    expect(tender.body.response.isAvailable).toBe(true);
  });

  it('refuses to dismiss a blocking notice, and another counterparty’s notice does not exist', async () => {
    const individual = domain.counterpartyOf('individual@demo.test');
    await publish({ audience: individual, section: 'TENDER', id: 'it-tender-warning', type: 'WARNING' });
    await publish({ audience: individual, section: 'PBIOT', id: 'it-pbiot-block-2', type: 'BLOCKING' });

    const blocking = await call('POST', DISMISS, {
      token: tokens.individual,
      body: { notificationId: 'it-pbiot-block-2' },
    });
    expectError(blocking, 409, 'CONFLICT', translate('ru', 'notice.notDismissable'));
    const blockingEn = await call('POST', DISMISS, {
      token: tokens.individual,
      body: { notificationId: 'it-pbiot-block-2' },
      lang: 'en',
    });
    expectError(blockingEn, 409, 'CONFLICT', translate('en', 'notice.notDismissable'));

    expectError(
      await call('POST', DISMISS, { token: tokens.legal, body: { notificationId: 'it-tender-warning' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', DISMISS, { token: tokens.legal, body: { notificationId: 'no-such-notice' } }),
      404,
      'NOT_FOUND',
    );
    const legalSees = await get<ShownNotice[]>(ACTUAL, tokens.legal, { section: 'TENDER' });
    expect(legalSees.body.response.map((n) => n.id)).not.toContain('it-tender-warning');
    const individualSees = await get<ShownNotice[]>(ACTUAL, tokens.individual, { section: 'TENDER' });
    expect(individualSees.body.response.map((n) => n.id)).toContain('it-tender-warning');
  });

  it('treats a blocking PORTAL notice as a technical outage of every section', async () => {
    const individual = domain.counterpartyOf('individual@demo.test');
    await publish({ audience: individual, section: 'PORTAL', id: 'it-portal-outage', type: 'BLOCKING' });

    for (const section of ['PORTAL', 'DOCUMENTS', 'FAQ']) {
      const ru = await get<Availability>(AVAILABILITY, tokens.individual, { section });
      expect(ru.body.response).toMatchObject({
        isAvailable: false,
        textMessage: translate('ru', 'section.technicalOutage'),
      });
    }
    const en = await get<Availability>(AVAILABILITY, tokens.individual, { section: 'FAQ' }, 'en');
    expect(en.body.response.textMessage).toBe(translate('en', 'section.technicalOutage'));
    const legal = await get<Availability>(AVAILABILITY, tokens.legal, { section: 'FAQ' });
    expect(legal.body.response.isAvailable).toBe(true);
  });

  it('ignores a blocking notice whose time is over', async () => {
    const legal = domain.counterpartyOf('legal@demo.test');
    await publish({
      audience: legal,
      section: 'TENDER',
      id: 'it-tender-past',
      type: 'BLOCKING',
      activeTo: new Date(Date.now() - 60_000).toISOString(),
    });
    const availability = await get<Availability>(AVAILABILITY, tokens.legal, { section: 'TENDER' });
    expect(availability.body.response.isAvailable).toBe(true);
    expect(availability.body.response.notifications.map((n) => n.id)).not.toContain('it-tender-past');
  });
});

describe('mailing subscriptions', () => {
  const TYPES = [
    'DOCUMENT_REVIEW',
    'DOCUMENT_CALENDAR',
    'PROFILE_CHANGES',
    'TENDER_ACCESS',
    'COMMUNICATION',
    'PBIOT_CHECK',
    'RETENTION',
  ];

  it('lists every mailing type, switched on until the supplier switches it off', async () => {
    const ru = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.individual);
    expect(ru.status).toBe(200);
    expect(ru.body.response.map((s) => s.type)).toEqual(TYPES);
    expect(ru.body.response.every((s) => s.isActive)).toBe(true);
    expect(ru.body.response[0]).toMatchObject({ name: 'Результаты проверки документов', isMandatory: false });
    expect(ru.body.response.filter((s) => s.isMandatory).map((s) => s.type)).toEqual(['RETENTION']);
    const en = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.individual, undefined, 'en');
    expect(en.body.response[0]).toMatchObject({ name: 'Document review results' });
  });

  it('switches one type for the caller’s counterparty only', async () => {
    const off = await call<Envelope<MailingSubscription>>('POST', CHANGE, {
      token: tokens.legal,
      body: { type: 'COMMUNICATION', isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.response).toMatchObject({
      type: 'COMMUNICATION',
      name: 'Сообщения по обращениям',
      isActive: false,
    });

    const legal = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.legal);
    expect(legal.body.response.find((s) => s.type === 'COMMUNICATION')?.isActive).toBe(false);
    const individual = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.individual);
    expect(individual.body.response.find((s) => s.type === 'COMMUNICATION')?.isActive).toBe(true);

    const on = await call<Envelope<MailingSubscription>>('POST', CHANGE, {
      token: tokens.legal,
      body: { type: 'COMMUNICATION', isActive: true },
    });
    expect(on.body.response.isActive).toBe(true);
    const again = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.legal);
    expect(again.body.response.find((s) => s.type === 'COMMUNICATION')?.isActive).toBe(true);
  });

  it('keeps a mandatory mailing on: switching it off is refused and changes nothing', async () => {
    const off = expectError(
      await call('POST', CHANGE, { token: tokens.legal, body: { type: 'RETENTION', isActive: false } }),
      409,
      'CONFLICT',
    );
    expect(off.message).toBe('Это обязательная рассылка: отключить её нельзя.');
    const legal = await get<MailingSubscription[]>(SUBSCRIPTIONS, tokens.legal);
    expect(legal.body.response.find((s) => s.type === 'RETENTION')).toMatchObject({
      isActive: true,
      isMandatory: true,
    });
  });

  it('refuses an unknown type and a bad body', async () => {
    expectError(
      await call('POST', CHANGE, { token: tokens.legal, body: { type: 'SPAM', isActive: false } }),
      404,
      'NOT_FOUND',
    );
    const bad = expectError(
      await call('POST', CHANGE, {
        token: tokens.legal,
        body: { type: 'COMMUNICATION', isActive: 'yes' },
        lang: 'en',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.fields?.['body.isActive']).toMatch(/expected boolean/);
  });

  it('is not open to a user without a counterparty', async () => {
    expectError(await get(SUBSCRIPTIONS, tokens.newUser), 403, 'FORBIDDEN');
  });
});
