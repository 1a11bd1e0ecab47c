import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ChangeRequest } from '@shared/api/areas/backoffice';
import type { Bank, Currency } from '@shared/api/areas/bank';
import type { UploadedFile } from '@shared/api/areas/files';
import type {
  MailingSubscription,
  Notification,
  actualNotificationSchema,
} from '@shared/api/areas/notifications';
import type { ProfileForm } from '@shared/api/areas/profiles';
import type { SupplierReadiness } from '@shared/api/areas/tenders';
import type { ContractorRow } from '@shared/api/areas/relationships';
import type { sectionAvailabilitySchema } from '@shared/api/areas/system';
import type { ActualNotificationType, Section } from '@shared/constants/spec';
import { withControlKey } from '@shared/validation/bank-account';
import { completeLegalInn, completeOgrn } from '@shared/validation/tax-ids';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import { communicationTenantCases } from './authorization-tenants-communication';
import { WITHOUT_TENANT, isContractEntry, servedProtectedRouteIds } from './authorization-tenants-matrix';
import { filePdfDocument } from './documents-helpers';
import { documentTenantCases } from './documents-tenant-cases';
import { withSubcontractorMode } from './subcontractor-tenant-cases';
import type { CheckHistoryItem, ReviewPackage, ReviewPackageDetail } from '@shared/api/areas/pbiot';
import {
  addDoc,
  incidentValues,
  pbiotAccess,
  pbiotCurrent,
  pbiotHistory,
  readyToSend,
  saveIncidents,
  send,
  uploadPbiotFile,
} from './pbiot-helpers';
import {
  expectError,
  me,
  newUser,
  ok,
  registeredSupplier,
  registrationBody,
  registrationFiles,
  savedSupplier,
  storeUpload,
  uploadRegistrationFile,
  useEmulatorsInProcess,
} from './supplier-helpers';
import {
  acceptTenderAs,
  accessHistoryOf,
  accessRegister,
  giveRubAccount,
  tenderInfoOf,
  tenderStopFactorsOf,
  uploadPaymentFor,
} from './tender-helpers';
import { pdfText } from '../support/pdf-reading';
import {
  addNonResident,
  addResident,
  current,
  manualNonResident,
  registerRecord,
  supposed,
} from './relationships-helpers';

/**
 * The tenant half of the authorization matrix (the role half is authorization-roles.test.ts): supplier B,
 * signed in with its own token, uses supplier A's ids and cannot read or change A's data; each case then
 * reads A's data back with A's token. A and B are fresh legal entities, so the demo suppliers stay intact.
 */

type Supplier = Awaited<ReturnType<typeof registeredSupplier>>;
type ShownNotice = z.infer<ReturnType<typeof actualNotificationSchema>>;
type Availability = z.infer<ReturnType<typeof sectionAvailabilitySchema>>;
type BankChapter = NonNullable<ProfileForm['bankAccountChapter']>;
type Sent = { changeRequestId: string };

/** Register records no other suite registers (they take "компания"): sequential runs share one register. */
const REGISTER_SEARCH = 'Термо';
const SBER_BIK = '044525225';

const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('ru', key, params);
const marker = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A blocking risk indicator on A, as the procurement side records one; returns its text. */
async function blockingIndicatorOfA(prefix: string): Promise<string> {
  const { tendersRepository } = await import('../../functions/domain/tenders/tenders-repository');
  const text = marker(prefix);
  await tendersRepository.putRiskIndicator({
    counterpartyId: a.counterpartyId,
    id: randomUUID(),
    blocking: true,
    textRu: text,
    textEn: text,
    links: [],
  });
  return text;
}

let a: Supplier;
let b: Supplier;
let moderator = '';
let sber: Bank;
let rub: Currency;

/** What A holds that B must neither see nor change. */
const held = {
  acceptedFile: '',
  pendingFile: '',
  postalStreet: '',
  postalRequest: '',
  accountNumber: withControlKey('40702810000000007001', SBER_BIK),
  accountId: '',
  documentId: '',
  documentFile: '',
  notification: '',
  optedOutMailing: '',
  notices: { documents: '', blocking: '', dismissable: '' },
};
/** A's personal-data export, requested by a case below. */
let exportOfA = '';

const agreementPath = (code: string) => `/api/profile/${code}/user-agreement-status`;
const CONSENT = { personalDataConsent: true, confidentialityConsent: true };

const form = (token: string) => ok<ProfileForm>(call('GET', '/api/profiles/form', { token }));
const bankChapter = async (token: string): Promise<BankChapter> => {
  const chapter = (await form(token)).bankAccountChapter;
  if (!chapter) throw new Error('a resident has a bank chapter');
  return chapter;
};
const queue = () => ok<ChangeRequest[]>(call('GET', '/api/backoffice/change-requests', { token: moderator }));
const decide = (token: string, id: string, decision: 'APPROVE' | 'REJECT', comment: string) =>
  call('POST', `/api/backoffice/change-requests/${id}/decision`, { token, body: { decision, comment } });

const newNotifications = (token: string) =>
  ok<Notification[]>(call('GET', '/api/profiles/get-new-notifications', { token }));
const allNotifications = (token: string) =>
  ok<Notification[]>(call('GET', '/api/profiles/get-all-notifications', { token }));
const newCount = (token: string) =>
  ok<number>(call('GET', '/api/profiles/get-new-notifications-count', { token }));
const subscriptions = (token: string) =>
  ok<MailingSubscription[]>(call('GET', '/api/notifications/get', { token }));
const changeSubscription = (token: string, type: string, isActive: boolean) =>
  ok<MailingSubscription>(
    call('POST', '/api/notifications/changeActive', { token, body: { type, isActive } }),
  );
const isActive = (list: MailingSubscription[], type: string) => list.find((s) => s.type === type)?.isActive;
const actualNotices = (token: string, section: Section) =>
  ok<ShownNotice[]>(call('GET', '/api/notifications/get-actual-notification', { token, query: { section } }));
const availability = (token: string, section: Section) =>
  ok<Availability>(call('GET', '/api/notifications/section-availability', { token, query: { section } }));
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

const sendPostal = (token: string, street: string) =>
  ok<Sent>(
    call('POST', '/api/profiles/sendPostalAddressChangeRequest', {
      token,
      body: {
        index: '450077',
        countryCode: 'RU',
        regionCode: '02',
        city: 'Уфа',
        locality: '-',
        disctrict: '-',
        street,
        building: '5',
        block: '-',
        room: '12',
      },
    }),
  );
const saveBankAccount = (token: string, accountNumber: string, id?: string) =>
  call('POST', '/api/profiles/saveBankAccount', {
    token,
    body: { bankId: sber.id, currencyId: rub.id, accountNumber, ...(id ? { id } : {}) },
  });

/** An operator's notice for one counterparty: no route publishes notices yet, so it is written as one would. */
async function publishNotice(audience: string, section: Section, type: ActualNotificationType) {
  const { notificationsRepository } =
    await import('../../functions/domain/notifications/notifications-repository');
  const id = `tenant-${randomUUID()}`;
  await notificationsRepository.putNotice({
    audience,
    section,
    id,
    type,
    textRu: `Только для A: ${id}`,
    textEn: `For A only: ${id}`,
    shownAgain: true,
    activeFrom: new Date(Date.now() - 60_000).toISOString(),
  });
  return id;
}

beforeAll(async () => {
  useEmulatorsInProcess();
  moderator = await signIn('moderator@demo.test');
  // One after the other: two registrations at once could pick the same free record.
  // With saved data (01 §4.5): the tender, documents and relationships cases need it.
  a = await savedSupplier(REGISTER_SEARCH);
  b = await savedSupplier(REGISTER_SEARCH);
  sber = (
    await ok<Bank[]>(call('GET', '/api/bank/search', { token: a.token, query: { search: SBER_BIK } }))
  )[0]!;
  rub = (
    await ok<Currency[]>(
      call('GET', '/api/bank/currency/search', { token: a.token, query: { search: 'Российский' } }),
    )
  )[0]!;

  held.acceptedFile = await uploadRegistrationFile(a.token, 'A-report.pdf');
  held.pendingFile = await storeUpload(a.token, 'A-draft.pdf', 'DOCUMENT');

  const draft = await ok<BankChapter>(saveBankAccount(a.token, held.accountNumber));
  held.accountId = draft.bankAccounts.find((x) => x.accountNumber === held.accountNumber)?.id ?? '';
  const confirmation = await filePdfDocument(a.token, 'BankDetailsConfirmation', 'A-Справка банка.pdf');
  held.documentId = confirmation.id;
  held.documentFile = confirmation.files[0]!.id;

  // A decision on A's own contacts request notifies A: the notification B must not see.
  const contacts = await ok<Sent>(
    call('POST', '/api/profiles/save-profile-contacts', {
      token: a.token,
      body: { phones: ['+7 912 000-70-01'], emails: ['a@tenant.test'] },
    }),
  );
  const comment = marker('Только для A');
  await ok(decide(moderator, contacts.changeRequestId, 'REJECT', comment));
  const notified = await newNotifications(a.token);
  held.notification = notified.find((n) => n.notificationText.includes(comment))?.id ?? '';

  // Last of A's questionnaire edits: the waiting postal request puts A's account data on moderation (02 §4).
  held.postalStreet = marker('ул. Только-для-A');
  held.postalRequest = (await sendPostal(a.token, held.postalStreet)).changeRequestId;

  held.optedOutMailing = (await subscriptions(a.token))[0]?.type ?? '';
  await changeSubscription(a.token, held.optedOutMailing, false);

  held.notices = {
    documents: await publishNotice(a.counterpartyId, 'DOCUMENTS', 'INFO'),
    blocking: await publishNotice(a.counterpartyId, 'RELATIONSHIPS', 'BLOCKING'),
    dismissable: await publishNotice(a.counterpartyId, 'TENDER', 'WARNING'),
  };
  for (const [name, value] of Object.entries({ ...held, ...held.notices })) expect(value, name).toBeTruthy();
});

/**
 * A's safety section, built once on first use: a headcount of 37 (B's cases never write it), two documents,
 * a package sent and still open. B's section stays empty.
 */
let pbiotHeld: Promise<{
  packageId: string;
  policyType: string;
  policyFileId: string;
  history: CheckHistoryItem[];
}> | null = null;
const pbiotOfA = () =>
  (pbiotHeld ??= (async () => {
    const { policy } = await readyToSend(a.token, 37);
    await ok(send(a.token, ['pbiot_0001']));
    const history = await pbiotHistory(a.token);
    return { packageId: history[0]?.id ?? '', policyType: policy.type, policyFileId: policy.fileId, history };
  })());
const reviewQueueOf = (state: 'OPEN' | 'DONE') =>
  ok<ReviewPackage[]>(call('GET', '/api/backoffice/pbiot/packages', { token: moderator, query: { state } }));

/** A's supposed subcontractor (an entrepreneur of the register) and producer (a non-resident by hand), made once. */
let aRelationshipsOnce: Promise<{
  subcontractor: ContractorRow;
  producer: ContractorRow;
  nonResidentInfo: ReturnType<typeof manualNonResident>;
}> | null = null;
function aRelationships() {
  aRelationshipsOnce ??= (async () => {
    const record = await registerRecord(a.token, 'Морозов', 'individual');
    const [subcontractor] = (await ok<{ rows: ContractorRow[] }>(addResident(a.token, record))).rows;
    const nonResidentInfo = manualNonResident();
    const [producer] = (await ok<{ rows: ContractorRow[] }>(addNonResident(a.token, nonResidentInfo))).rows;
    if (!subcontractor || !producer) throw new Error('A’s relationships were not added');
    return { subcontractor, producer, nonResidentInfo };
  })();
  return aRelationshipsOnce;
}

interface TenantCase {
  title: string;
  run: () => Promise<void>;
}

/**
 * One case per served route that holds a supplier's (or a registering user's) data, keyed by endpoint id.
 * B's state builds up in this order (its bank draft is sent last). A's is read back; only where an id of A's
 * is spent to show it was live (A confirms its upload, dismisses its notice) does A itself act.
 */
const TENANT_CASES: Record<string, TenantCase> = {
  ...withSubcontractorMode(documentTenantCases(() => moderator)),
  accountMe: {
    title: 'answers the caller’s own company only',
    run: async () => {
      expect(await me(a.token)).toMatchObject({
        companyCode: a.companyCode,
        companyName: a.record.shortName,
      });
      const seen = await me(b.token);
      expect(seen).toMatchObject({
        login: b.email,
        companyCode: b.companyCode,
        companyName: b.record.shortName,
      });
      expect(JSON.stringify(seen)).not.toContain(a.companyCode);
    },
  },
  getUserAgreementStatus: {
    title: 'another contractor code does not exist for B',
    run: async () => {
      expectError(await call('GET', agreementPath(a.companyCode), { token: b.token }), 404);
      expect(await ok(call('GET', agreementPath(b.companyCode), { token: b.token }))).toMatchObject({
        status: true,
      });
      expect(await ok(call('GET', agreementPath(a.companyCode), { token: a.token }))).toMatchObject({
        status: true,
        acceptedAt: null,
      });
    },
  },
  acceptUserAgreement: {
    title: 'B cannot accept the agreement in A’s name',
    run: async () => {
      expectError(await call('POST', agreementPath(a.companyCode), { token: b.token, body: CONSENT }), 404);
      expect(await ok(call('GET', agreementPath(a.companyCode), { token: a.token }))).toMatchObject({
        status: true,
        acceptedAt: null,
      });
    },
  },

  createUpload: {
    title: 'an upload belongs to its uploader: A can neither confirm nor download B’s',
    run: async () => {
      const id = await storeUpload(b.token, 'B-upload.pdf', 'DOCUMENT');
      expectError(await call('POST', `/api/files/${id}/confirm`, { token: a.token }), 404);
      await ok(call('POST', `/api/files/${id}/confirm`, { token: b.token }));
      expectError(await call('GET', `/api/files/${id}`, { token: a.token }), 404);
      expect(await ok(call('GET', `/api/files/${id}`, { token: b.token }))).toMatchObject({
        name: 'B-upload.pdf',
      });
    },
  },
  confirmUpload: {
    title: 'B cannot confirm (accept or delete) A’s pending upload',
    run: async () => {
      expectError(await call('POST', `/api/files/${held.pendingFile}/confirm`, { token: b.token }), 404);
      const confirmed = await ok<UploadedFile>(
        call('POST', `/api/files/${held.pendingFile}/confirm`, { token: a.token }),
      );
      expect(confirmed).toMatchObject({ id: held.pendingFile, name: 'A-draft.pdf', code: 'pdf' });
    },
  },
  downloadFile: {
    title: 'A’s file does not exist for B',
    run: async () => {
      expectError(await call('GET', `/api/files/${held.acceptedFile}`, { token: b.token }), 404);
      expect(await ok(call('GET', `/api/files/${held.acceptedFile}`, { token: a.token }))).toMatchObject({
        name: 'A-report.pdf',
      });
    },
  },

  getActualNotifications: {
    title: 'a notice for A is shown to A only',
    run: async () => {
      expect(ids(await actualNotices(a.token, 'DOCUMENTS'))).toContain(held.notices.documents);
      expect(ids(await actualNotices(b.token, 'DOCUMENTS'))).not.toContain(held.notices.documents);
    },
  },
  dismissNotification: {
    title: 'A’s notice does not exist for B, and B cannot dismiss it for A',
    run: async () => {
      const notice = { notificationId: held.notices.dismissable };
      expectError(await call('POST', '/api/notifications/dismiss', { token: b.token, body: notice }), 404);
      expect(ids(await actualNotices(a.token, 'TENDER'))).toContain(held.notices.dismissable);
      await ok(call('POST', '/api/notifications/dismiss', { token: a.token, body: notice }));
      expect(ids(await actualNotices(a.token, 'TENDER'))).not.toContain(held.notices.dismissable);
    },
  },
  sectionAvailability: {
    title: 'a section closed for A stays open for B',
    run: async () => {
      expect(await availability(a.token, 'RELATIONSHIPS')).toMatchObject({
        isAvailable: false,
        textMessage: `Только для A: ${held.notices.blocking}`,
      });
      const open = await availability(b.token, 'RELATIONSHIPS');
      expect(open).toMatchObject({ isAvailable: true, textMessage: null });
      expect(ids(open.notifications)).not.toContain(held.notices.blocking);
    },
  },
  getMailingSubscriptions: {
    title: 'A’s opt-out is A’s only',
    run: async () => {
      expect(isActive(await subscriptions(a.token), held.optedOutMailing)).toBe(false);
      expect(isActive(await subscriptions(b.token), held.optedOutMailing)).toBe(true);
    },
  },
  changeMailingSubscription: {
    title: 'B’s switches change B’s subscriptions, never A’s',
    run: async () => {
      const other = (await subscriptions(b.token)).find((s) => s.type !== held.optedOutMailing)?.type ?? '';
      await changeSubscription(b.token, held.optedOutMailing, true);
      await changeSubscription(b.token, other, false);
      const mine = await subscriptions(a.token);
      expect([isActive(mine, held.optedOutMailing), isActive(mine, other)]).toEqual([false, true]);
      const theirs = await subscriptions(b.token);
      expect([isActive(theirs, held.optedOutMailing), isActive(theirs, other)]).toEqual([true, false]);
    },
  },
  getNewNotifications: {
    title: 'A’s new notification is not in B’s list',
    run: async () => {
      expect(ids(await newNotifications(a.token))).toContain(held.notification);
      expect(ids(await newNotifications(b.token))).not.toContain(held.notification);
    },
  },
  getAllNotifications: {
    title: 'A’s notification is not in B’s history',
    run: async () => {
      expect(ids(await allNotifications(a.token))).toContain(held.notification);
      expect(ids(await allNotifications(b.token))).not.toContain(held.notification);
    },
  },
  getNewNotificationsCount: {
    title: 'counts the caller’s own new notifications only',
    run: async () => {
      const count = await newCount(a.token);
      expect(count).toBeGreaterThan(0);
      expect(count).toBe((await newNotifications(a.token)).length);
      expect(await newCount(b.token)).toBe((await newNotifications(b.token)).length);
    },
  },
  setUserNotified: {
    title: 'B cannot mark A’s notification as read',
    run: async () => {
      const before = await newCount(a.token);
      expect(
        await ok(
          call('PUT', '/api/profiles/set-user-notified', {
            token: b.token,
            body: [{ id: held.notification }],
          }),
        ),
      ).toEqual({ success: true });
      const still = (await newNotifications(a.token)).find((n) => n.id === held.notification);
      expect(still).toMatchObject({ isUserNotified: false });
      expect(await newCount(a.token)).toBe(before);
    },
  },

  profileForm: {
    title: 'B’s questionnaire holds nothing of A’s',
    run: async () => {
      const aValues = [
        a.companyCode,
        a.record.inn,
        held.postalStreet,
        held.accountNumber,
        held.accountId,
        held.documentId,
      ];
      const own = JSON.stringify(await form(a.token));
      for (const value of aValues) expect(own).toContain(value);
      const other = JSON.stringify(await form(b.token));
      for (const value of aValues) expect(other).not.toContain(value);
    },
  },
  saveProfileContacts: {
    title: 'B’s contacts request is B’s: A’s contacts and chapter are untouched',
    run: async () => {
      const sent = await ok<Sent>(
        call('POST', '/api/profiles/save-profile-contacts', {
          token: b.token,
          body: { phones: ['+7 912 000-70-02'], emails: ['b@tenant.test'] },
        }),
      );
      const mine = await form(a.token);
      expect(mine).toMatchObject({
        phones: ['+79001234567'],
        emails: ['office@example.com'],
        contactsSettings: { description: null },
      });
      expect((await queue()).find((r) => r.id === sent.changeRequestId)).toMatchObject({
        counterpartyId: b.counterpartyId,
        newValue: { emails: ['b@tenant.test'] },
      });
    },
  },
  tenderContacts: {
    title: 'B reads its own tender contacts and history, never A’s',
    run: async () => {
      const aPhone = `+7912${String(randomInt(1_000_000, 9_999_999))}`;
      await ok(
        call('PUT', '/api/profiles/tender-contacts', {
          token: a.token,
          body: { phonesForTender: [aPhone], emailsForTender: ['a-tender@tenant.test'] },
        }),
      );
      const own = JSON.stringify(await ok(call('GET', '/api/profiles/tender-contacts', { token: a.token })));
      expect(own).toContain(aPhone);
      const other = JSON.stringify(
        await ok(call('GET', '/api/profiles/tender-contacts', { token: b.token })),
      );
      expect(other).not.toContain(aPhone);
      expect(other).not.toContain('a-tender@tenant.test');
    },
  },
  saveTenderContacts: {
    title: 'B’s tender contacts are B’s: A’s values and history are untouched',
    run: async () => {
      const before = await ok<{ history: unknown[]; emailsForTender: string[] }>(
        call('GET', '/api/profiles/tender-contacts', { token: a.token }),
      );
      await ok(
        call('PUT', '/api/profiles/tender-contacts', {
          token: b.token,
          body: {
            phonesForTender: ['9120007002'],
            emailsForTender: [`b-${randomUUID().slice(0, 8)}@tenant.test`],
          },
        }),
      );
      expect(await ok(call('GET', '/api/profiles/tender-contacts', { token: a.token }))).toEqual(before);
      expect((await form(a.token)).emailsForTender).toEqual(before.emailsForTender);
    },
  },
  requestKsssUpdateByEgrul: {
    title: 'B’s register refresh leaves A’s button enabled',
    run: async () => {
      await ok<Sent>(call('POST', '/api/profiles/requestKsssToUpdateProfileByEgrul', { token: b.token }));
      expect((await form(b.token)).requestKsssToUpdateProfileByEgrulButton.buttonStatus).toBe('DISABLE');
      // A's button is disabled by A's own moderation (its postal request), not by B's refresh.
      expect((await form(a.token)).requestKsssToUpdateProfileByEgrulButton).toEqual({
        buttonStatus: 'DISABLE',
        tooltip: ru('profile.notEditable'),
      });
    },
  },
  sendPostalAddressChangeRequest: {
    title: 'B’s address request is not blocked by A’s, and A’s pending address stays A’s',
    run: async () => {
      const street = marker('ул. Только-для-B');
      await sendPostal(b.token, street);
      expect((await form(b.token)).postalAddressChapter.pendingPostalAddress?.street).toBe(street);
      expect((await form(a.token)).postalAddressChapter).toMatchObject({
        viewModePostalAddress: null,
        pendingPostalAddress: { street: held.postalStreet },
      });
    },
  },
  declareTaxRegime: {
    title: 'B cannot declare its tax regime with A’s notice; B’s own declaration is B’s alone',
    run: async () => {
      const year = new Date().getUTCFullYear();
      const declare = (fileId: string) =>
        call('POST', '/api/profiles/tax-regime', {
          token: b.token,
          body: { callYear: year, taxSystem: 'USN', fileId },
        });
      expectError(await declare(held.acceptedFile), 400, ru('profile.taxRegimeDocumentRequired'));
      await ok(declare(await uploadRegistrationFile(b.token, 'B-notice.pdf')));
      expect((await form(b.token)).taxRegimeChapter?.pending).toMatchObject({ taxSystem: 'USN' });
      expect((await form(a.token)).taxRegimeChapter?.pending).toBeNull();
    },
  },
  saveBankAccount: {
    title: 'B cannot edit A’s draft account by its id',
    run: async () => {
      const number = withControlKey('40702810000000007002', SBER_BIK);
      expectError(await saveBankAccount(b.token, number, held.accountId), 404);
      await ok(saveBankAccount(b.token, number));
      const mine = await bankChapter(a.token);
      expect(mine.bankAccounts.map((x) => [x.id, x.accountNumber])).toEqual([
        [held.accountId, held.accountNumber],
      ]);
    },
  },
  deleteBankAccount: {
    title: 'A’s draft account does not exist for B',
    run: async () => {
      expectError(
        await call('POST', `/api/profiles/deleteBankAccount/${held.accountId}`, { token: b.token }),
        404,
      );
      expect(ids((await bankChapter(a.token)).bankAccounts)).toEqual([held.accountId]);
    },
  },
  deleteBankAccountDocument: {
    title: 'A’s bank document does not exist for B',
    run: async () => {
      expectError(
        await call('POST', `/api/profiles/deleteBankAccountDocument/${held.documentId}`, { token: b.token }),
        404,
      );
      expect(ids((await bankChapter(a.token)).bankAccountsDocuments)).toEqual([held.documentId]);
      // Nor can B download the letter behind it, or see it in B's own chapter.
      expectError(await call('GET', `/api/files/${held.documentFile}`, { token: b.token }), 404);
      expect(JSON.stringify(await bankChapter(b.token))).not.toContain(held.documentId);
    },
  },
  resetBankAccountsChapter: {
    title: 'B’s reset discards B’s draft only',
    run: async () => {
      await ok(call('POST', '/api/profiles/resetBankAccountsChapter', { token: b.token }));
      const mine = await bankChapter(a.token);
      expect(ids(mine.bankAccounts)).toEqual([held.accountId]);
      expect(mine.settings).toMatchObject({
        isButtonVisible: true,
        description: [ru('profile.notEditable')],
      });
    },
  },
  sendBankAccountChangeRequest: {
    title: 'B sends B’s draft only; A’s draft stays A’s, unsent',
    run: async () => {
      const number = withControlKey('40702810000000007003', SBER_BIK);
      await ok(saveBankAccount(b.token, number));
      await filePdfDocument(b.token, 'BankDetailsConfirmation', 'B-Справка банка.pdf');
      const sent = await ok<Sent>(
        call('POST', '/api/profiles/sendProfileBankAccountChangeRequest', { token: b.token }),
      );
      const pending = await queue();
      const request = pending.find((r) => r.id === sent.changeRequestId);
      if (request?.kind !== 'BANK_ACCOUNTS') throw new Error('expected B’s bank request in the queue');
      expect(request.counterpartyId).toBe(b.counterpartyId);
      expect(request.newValue.bankAccounts.map((x) => x.accountNumber)).toEqual([number]);
      expect(JSON.stringify(request)).not.toContain(held.documentId);
      expect(
        pending.filter((r) => r.counterpartyId === a.counterpartyId && r.kind === 'BANK_ACCOUNTS'),
      ).toEqual([]);
      const mine = await bankChapter(a.token);
      expect(ids(mine.bankAccounts)).toEqual([held.accountId]);
      expect(mine.settings).toMatchObject({
        isButtonVisible: true,
        description: [ru('profile.notEditable')],
      });
    },
  },

  changeRequestQueue: {
    title: 'shows each request under the supplier that sent it, and A’s values under A only',
    run: async () => {
      const pending = await queue();
      expect(pending.find((r) => r.id === held.postalRequest)).toMatchObject({
        kind: 'POSTAL_ADDRESS',
        counterpartyId: a.counterpartyId,
        companyCode: a.companyCode,
        createdBy: a.email,
        newValue: { street: held.postalStreet },
      });
      const carrying = pending.filter((r) => JSON.stringify(r).includes(held.postalStreet));
      expect(ids(carrying)).toEqual([held.postalRequest]);
    },
  },
  decideChangeRequest: {
    title: 'a decision lands on the request’s own supplier only',
    run: async () => {
      // A third supplier's request, so that B's requests above stay as they are.
      const c = await registeredSupplier(REGISTER_SEARCH);
      const street = marker('ул. Только-для-C');
      const { changeRequestId } = await sendPostal(c.token, street);
      const aNewBefore = await newCount(a.token);

      expectError(await decide(b.token, held.postalRequest, 'APPROVE', 'сам себе'), 403);
      const decided = await ok<ChangeRequest>(decide(moderator, changeRequestId, 'APPROVE', 'ok'));
      expect(decided).toMatchObject({ counterpartyId: c.counterpartyId, status: 'APPROVED' });
      expect((await form(c.token)).postalAddressChapter.viewModePostalAddress?.street).toBe(street);

      expect((await form(a.token)).postalAddressChapter).toMatchObject({
        viewModePostalAddress: null,
        pendingPostalAddress: { street: held.postalStreet },
      });
      expect((await queue()).find((r) => r.id === held.postalRequest)?.status).toBe('PENDING');
      expect(await newCount(a.token)).toBe(aNewBefore);
    },
  },

  pbiotAccess: {
    title: 'B sees its own company and status, not A’s',
    run: async () => {
      await pbiotOfA();
      const seen = await pbiotAccess(b.token);
      expect(seen).toMatchObject({ hasAccess: true, company: { code: b.companyCode }, login: b.email });
      expect(JSON.stringify(seen)).not.toContain(a.companyCode);
      expect(await pbiotAccess(a.token)).toMatchObject({
        hasAccess: false,
        company: { code: a.companyCode },
      });
    },
  },
  pbiotCurrent: {
    title: 'B’s questionnaire holds none of A’s incidents or documents',
    run: async () => {
      const { policyFileId } = await pbiotOfA();
      const seen = await pbiotCurrent(b.token);
      expect(seen.docs).toEqual([]);
      expect(seen.incidents.find((e) => e.code === 'q1')?.value).toBeNull();
      expect(JSON.stringify(seen)).not.toContain(policyFileId);
    },
  },
  pbiotFileStatistics: {
    title: 'B’s volume counts B’s files only',
    run: async () => {
      await pbiotOfA();
      expect(await ok(call('GET', '/api/pbiot/fileStatistics', { token: b.token }))).toMatchObject({
        totalSize: 0,
      });
      expect(
        await ok<{ totalSize: number }>(call('GET', '/api/pbiot/fileStatistics', { token: a.token })),
      ).not.toMatchObject({ totalSize: 0 });
    },
  },
  pbiotHistory: {
    title: 'B’s history holds none of A’s packages',
    run: async () => {
      const { packageId } = await pbiotOfA();
      expect(await pbiotHistory(b.token)).toEqual([]);
      expect(ids(await pbiotHistory(a.token))).toEqual([packageId]);
    },
  },
  pbiotHistoryZip: {
    title: 'A’s package zip does not exist for B (404)',
    run: async () => {
      const { packageId } = await pbiotOfA();
      for (const partition of ['questionnaire', 'pbiot', 'ep'])
        expectError(
          await call('GET', `/api/pbiot/history/${packageId}/zip/${partition}`, { token: b.token }),
          404,
        );
      await ok(call('GET', `/api/pbiot/history/${packageId}/zip/pbiot`, { token: a.token }));
    },
  },
  pbiotDoc: {
    title: 'B cannot link A’s uploaded file to its own questionnaire',
    run: async () => {
      const { policyFileId } = await pbiotOfA();
      expectError(await addDoc(b.token, policyFileId, 'pbiot_0001__stolen'), 400, ru('pbiot.fileNotFound'));
      expect((await pbiotCurrent(b.token)).docs).toEqual([]);
      // B's own file links.
      const own = await uploadPbiotFile(b.token, 'B-policy.pdf');
      await ok(addDoc(b.token, own, 'pbiot_0001__own'));
    },
  },
  pbiotDeleteDoc: {
    title: 'B cannot delete A’s document by its type',
    run: async () => {
      const { policyType } = await pbiotOfA();
      expectError(await call('POST', `/api/pbiot/deletedoc/${policyType}`, { token: b.token }), 404);
      expect((await pbiotHistory(a.token)).length).toBe(1);
      await ok(call('POST', '/api/pbiot/deletedoc/pbiot_0001__own', { token: b.token }));
    },
  },
  pbiotIncidents: {
    title: 'B’s incidents land in B’s questionnaire; A’s stay as sent',
    run: async () => {
      await pbiotOfA();
      await ok(saveIncidents(b.token, incidentValues(12)));
      expect((await pbiotCurrent(b.token)).incidents.find((e) => e.code === 'q1')?.value).toBe(12);
      const aPackage = await ok<ReviewPackageDetail>(
        call('GET', `/api/backoffice/pbiot/packages/${(await pbiotOfA()).packageId}`, { token: moderator }),
      );
      expect(aPackage.incidents.find((e) => e.code === 'q1')?.value).toBe(37);
    },
  },
  pbiotGenerateQuestionnaire: {
    title: 'B’s questionnaire PDF is made from B’s data',
    run: async () => {
      await pbiotOfA();
      const link = await ok<{ url: string; name: string }>(
        call('GET', '/api/pbiot/current/generate-questionnaire', { token: b.token }),
      );
      expect(link.name).toBe('Incident.pdf');
      expect(link.url).toContain(b.counterpartyId);
      expect(link.url).not.toContain(a.counterpartyId);
    },
  },
  pbiotAccept: {
    title: 'B’s send cannot make a package of A’s documents',
    run: async () => {
      await pbiotOfA();
      expectError(await send(b.token, ['pbiot_0001']), 400, ru('pbiot.notReadyToSend'));
      expect(await pbiotHistory(b.token)).toEqual([]);
      expect((await pbiotHistory(a.token)).length).toBe(1);
    },
  },
  pbiotReviewQueue: {
    title: 'each package is listed under the supplier that sent it',
    run: async () => {
      const { packageId } = await pbiotOfA();
      const mine = (await reviewQueueOf('OPEN')).filter((p) => p.counterpartyId === a.counterpartyId);
      expect(mine.map((p) => [p.id, p.companyCode, p.sentBy])).toEqual([[packageId, a.companyCode, a.email]]);
      expect((await reviewQueueOf('OPEN')).some((p) => p.counterpartyId === b.counterpartyId)).toBe(false);
    },
  },
  pbiotReviewPackage: {
    title: 'a supplier cannot open a package in the reviewers’ queue, its own or another’s',
    run: async () => {
      const { packageId } = await pbiotOfA();
      expectError(await call('GET', `/api/backoffice/pbiot/packages/${packageId}`, { token: b.token }), 403);
      expectError(await call('GET', `/api/backoffice/pbiot/packages/${packageId}`, { token: a.token }), 403);
    },
  },
  pbiotTakePackage: {
    title: 'B cannot take A’s package; it stays unassigned',
    run: async () => {
      const { packageId } = await pbiotOfA();
      expectError(
        await call('POST', `/api/backoffice/pbiot/packages/${packageId}/take`, { token: b.token }),
        403,
      );
      expect((await reviewQueueOf('OPEN')).find((p) => p.id === packageId)?.assignedTo).toBeNull();
    },
  },
  pbiotDecidePackage: {
    title: 'B cannot decide A’s package; a reviewer’s decision lands on A only',
    run: async () => {
      const { packageId } = await pbiotOfA();
      const body = { approved: true, comment: 'сам себе', validUntil: '2099-12-31' };
      expectError(
        await call('POST', `/api/backoffice/pbiot/packages/${packageId}/decision`, { token: b.token, body }),
        403,
      );
      expect((await pbiotHistory(a.token))[0]?.status).toBe(17);
      await ok(call('POST', `/api/backoffice/pbiot/packages/${packageId}/take`, { token: moderator }));
      await ok(
        call('POST', `/api/backoffice/pbiot/packages/${packageId}/decision`, {
          token: moderator,
          body: { approved: false, comment: 'Только для A' },
        }),
      );
      expect((await pbiotHistory(a.token))[0]).toMatchObject({
        status: 23,
        data: { comment: 'Только для A' },
      });
      expect(await pbiotHistory(b.token)).toEqual([]);
    },
  },

  residentInitialize: {
    title: 'another user cannot register A’s company again and take it over',
    run: async () => {
      const stranger = await newUser('tenant');
      expectError(
        await call('POST', '/api/registration/resident/initialize', {
          token: stranger.token,
          body: registrationBody(a.record),
        }),
        409,
        ru('validation.duplicateInn'),
      );
      expect(await me(stranger.token)).toMatchObject({ accountStatus: 'NEW', companyCode: null });
      expect(await me(a.token)).toMatchObject({ accountStatus: 'REGISTERED', companyCode: a.companyCode });
    },
  },
  residentManualInitialize: {
    title:
      'a user cannot register by hand with another user’s register extract, nor enter A’s company by hand',
    run: async () => {
      const owner = await newUser('tenant');
      const extractFileId = await uploadRegistrationFile(owner.token, 'Выписка ЕГРЮЛ.pdf');
      const stranger = await newUser('tenant');
      const body9 = String(randomInt(100_000_000, 999_999_999));
      const body = {
        type: 'legal',
        inn: completeLegalInn(`72${body9.slice(2)}`),
        kpp: '720201001',
        ogrn: completeOgrn(`11572${body9.slice(2, 9)}`),
        name: 'Общество с ограниченной ответственностью «Проба»',
        shortName: 'ООО «Проба»',
        address: {
          index: '625000',
          countryCode: 'RU',
          regionCode: '72',
          city: 'Тюмень',
          locality: '-',
          disctrict: '-',
          street: 'ул Мира',
          building: '1',
          block: '-',
          room: '-',
        },
        extractFileId,
        personalDataConsent: true,
      };
      const manual = (token: string, extra: object = {}) =>
        call('POST', '/api/registration/resident/manual', { token, body: { ...body, ...extra } });
      expectError(
        await manual(stranger.token),
        400,
        ru('registration.fileInvalid', { field: 'extractFileId' }),
      );
      const own = await uploadRegistrationFile(stranger.token, 'Выписка.pdf');
      expectError(
        await manual(stranger.token, {
          inn: a.record.inn,
          kpp: a.record.kpp,
          ogrn: a.record.ogrn,
          extractFileId: own,
        }),
        409,
      );
      expect(await me(stranger.token)).toMatchObject({ accountStatus: 'NEW', companyCode: null });
      expect(await me(a.token)).toMatchObject({ accountStatus: 'REGISTERED', companyCode: a.companyCode });
    },
  },
  nonresidentInitialize: {
    title: 'a user cannot register with another user’s registration files',
    run: async () => {
      const owner = await newUser('tenant');
      const files = await registrationFiles(owner.token);
      const stranger = await newUser('tenant');
      const body = {
        info: {
          name: 'Tenant Isolation Probe',
          taxId: `DE${randomInt(100_000_000, 999_999_999)}`,
          actualAddress: { index: '20457', countryCode: 'DE', city: 'Hamburg', street: 'Am Sandtorkai 50' },
        },
        ...files,
        personalDataConsent: true,
      };
      const register = (token: string) =>
        call('POST', '/api/registration/nonresident/initialize', { token, body });
      expectError(await register(stranger.token), 400, ru('registration.fileInvalid', { field: 'dCharter' }));
      expect(await me(stranger.token)).toMatchObject({ accountStatus: 'NEW', companyCode: null });
      // The files were valid all along, for their owner.
      await ok(register(owner.token));
      expect(await me(owner.token)).toMatchObject({
        accountType: 'NONRESIDENT',
        accountStatus: 'REGISTERED',
      });
    },
  },

  retentionDeadline: {
    title: 'B sees its own deadline (21 working days after its own registration), never A’s',
    run: async () => {
      const { addWorkingDays, moscowDate } = await import('../../functions/lib/working-days');
      for (const supplier of [a, b]) {
        const deadline = await ok<{ dueDate: string } | null>(
          call('GET', '/api/retention/deadline', { token: supplier.token }),
        );
        if (deadline === null) continue;
        const registered = (await me(supplier.token)).registrationDate!;
        // 21 working days after its own registration, later by every working day a request of its own waited
        // for the group's reviewer (another tenant's requests never move it).
        expect(deadline.dueDate >= addWorkingDays(moscowDate(new Date(registered)), 21)).toBe(true);
      }
    },
  },
  tenderInfo: {
    title: 'B sees its own access and code, never A’s acceptance',
    run: async () => {
      await ok(acceptTenderAs(a.token));
      expect(await tenderInfoOf(b.token)).toMatchObject({
        accessStatus: 'NOT_CONFIRMED',
        licenceAcceptedDate: null,
        paymentCode: `ЛК-${b.companyCode}`,
      });
      expect(await tenderInfoOf(a.token)).toMatchObject({
        accessStatus: 'TEMPORARY',
        paymentCode: `ЛК-${a.companyCode}`,
      });
    },
  },
  tenderAccept: {
    title: 'B’s acceptance opens B’s access only; A’s stays as A accepted it',
    run: async () => {
      const before = await tenderInfoOf(a.token);
      await ok(acceptTenderAs(b.token));
      expect((await tenderInfoOf(b.token)).accessStatus).toBe('TEMPORARY');
      expect(await tenderInfoOf(a.token)).toEqual(before);
    },
  },
  tenderStopFactors: {
    title: 'A’s risk indicator shows on A’s page only',
    run: async () => {
      const text = await blockingIndicatorOfA('Индикатор только для A');
      expect(JSON.stringify(await tenderStopFactorsOf(b.token))).not.toContain(text);
      expect((await tenderStopFactorsOf(a.token)).blockingRiskIndicatorsList.map((i) => i.text)).toContain(
        text,
      );
    },
  },
  supplierReadiness: {
    title: 'A’s stop factor and A’s documents are on A’s readiness checklist only',
    run: async () => {
      const text = await blockingIndicatorOfA('Стоп-фактор только для A');
      const of = (token: string) => ok<SupplierReadiness>(call('GET', '/api/tenders/readiness', { token }));
      expect(JSON.stringify(await of(b.token))).not.toContain(text);
      expect((await of(a.token)).items).toContainEqual(
        expect.objectContaining({ code: 'STOP_FACTOR', subject: text }),
      );
    },
  },
  tenderPaymentOrders: {
    title: 'B’s payment order carries B’s INN and code, never A’s',
    run: async () => {
      await giveRubAccount(b.counterpartyId, sber.id, rub.id, '40702810000000007004');
      const doc = await ok<{ url: string }>(call('GET', '/api/tenders/paymentOrders', { token: b.token }));
      const text = await pdfText(new Uint8Array(await (await fetch(doc.url)).arrayBuffer()));
      expect(text).toContain(`ИНН ${b.record.inn}`);
      expect(text).toContain(`ЛК-${b.companyCode}`);
      expect(text).not.toContain(a.record.inn);
      expect(text).not.toContain(`ЛК-${a.companyCode}`);
    },
  },
  tenderPaymentDetails: {
    title: 'a resident gets no currency details, its own or A’s',
    run: async () => {
      expectError(
        await call('GET', '/api/tenders/paymentDetails', { token: b.token, query: { currencyCode: 'USD' } }),
        409,
        ru('tender.nonResidentsOnly'),
      );
    },
  },
  tenderAccessList: {
    title: 'lists each supplier under its own code; a supplier cannot read the register',
    run: async () => {
      expectError(await call('GET', '/api/tenders/staff/suppliers', { token: b.token }), 403);
      const rows = await accessRegister(moderator);
      expect(rows.find((r) => r.counterpartyId === a.counterpartyId)?.paymentCode).toBe(
        `ЛК-${a.companyCode}`,
      );
      expect(rows.find((r) => r.counterpartyId === b.counterpartyId)?.paymentCode).toBe(
        `ЛК-${b.companyCode}`,
      );
    },
  },
  tenderAccessHistory: {
    title: 'B cannot read A’s history; A’s history holds A’s changes only',
    run: async () => {
      expectError(
        await call('GET', `/api/tenders/staff/suppliers/${a.counterpartyId}/history`, { token: b.token }),
        403,
      );
      const events = await accessHistoryOf(moderator, a.counterpartyId);
      expect(events.map((e) => e.by)).toEqual([a.email]);
    },
  },
  tenderStatementUpload: {
    title: 'a payment with A’s code opens A’s access only; a supplier cannot upload statements',
    run: async () => {
      const payer = { name: a.record.shortName, inn: a.record.inn };
      expectError(await uploadPaymentFor(b.token, `ЛК-${a.companyCode}`, payer), 403);
      expect((await tenderInfoOf(a.token)).accessStatus).toBe('TEMPORARY');
      await ok(uploadPaymentFor(moderator, `ЛК-${a.companyCode}`, payer));
      expect((await tenderInfoOf(a.token)).accessStatus).toBe('OPEN');
      expect((await tenderInfoOf(b.token)).accessStatus).toBe('TEMPORARY');
    },
  },
  tenderPaymentReceived: {
    title: 'B cannot record a payment; a moderator’s payment for B changes B only',
    run: async () => {
      const path = (id: string) => `/api/tenders/staff/suppliers/${id}/payment`;
      const body = { paidOn: new Date().toISOString().slice(0, 10), comment: marker('оплата') };
      expectError(await call('POST', path(a.counterpartyId), { token: b.token, body }), 403);
      const aHistory = await accessHistoryOf(moderator, a.counterpartyId);
      await ok(call('POST', path(b.counterpartyId), { token: moderator, body }));
      expect((await tenderInfoOf(b.token)).accessStatus).toBe('OPEN');
      expect(await accessHistoryOf(moderator, a.counterpartyId)).toEqual(aHistory);
    },
  },
  ...communicationTenantCases(() => ({ a, b })),
  primeContractors: {
    title: 'B sees its own contracts only',
    run: async () => {
      expect((await current(b.token, 'prime')).content).toEqual([]);
      const legal = await current(await signIn('legal@demo.test'), 'prime');
      expect(legal.elementCount).toBeGreaterThan(0);
    },
  },
  subContractors: {
    title: 'B sees its own contracts only',
    run: async () => {
      expect((await current(b.token, 'get')).content).toEqual([]);
      expect((await current(await signIn('legal@demo.test'), 'get')).elementCount).toBeGreaterThan(0);
    },
  },
  producers: {
    title: 'B sees its own contracts only',
    run: async () => {
      expect((await current(b.token, 'producers')).content).toEqual([]);
      expect((await current(await signIn('legal@demo.test'), 'producers')).elementCount).toBeGreaterThan(0);
    },
  },
  supposedSubcontractors: {
    title: 'B’s lists never show A’s rows',
    run: async () => {
      const rows = await aRelationships();
      for (const type of ['SUBCONTRACTOR', 'PRODUCER'] as const) {
        const seen = (await supposed(b.token, type)).content.map((r) => r.id);
        expect(seen).not.toContain(rows.subcontractor.id);
        expect(seen).not.toContain(rows.producer.id);
      }
      expect((await supposed(a.token, 'SUBCONTRACTOR')).content.map((r) => r.id)).toContain(
        rows.subcontractor.id,
      );
    },
  },
  addSupposedSubcontractor: {
    title: 'B adding the party A holds makes B’s own row and leaves A’s list alone',
    run: async () => {
      const rows = await aRelationships();
      const before = (await supposed(a.token, 'SUBCONTRACTOR')).elementCount;
      const record = await registerRecord(b.token, 'Морозов', 'individual');
      const added = await ok<{ rows: { id: string }[] }>(addResident(b.token, record));
      expect(added.rows[0]?.id).not.toBe(rows.subcontractor.id);
      expect((await supposed(a.token, 'SUBCONTRACTOR')).elementCount).toBe(before);
    },
  },
  addSupposedNonResident: {
    title: 'B adding the non-resident A holds makes B’s own row',
    run: async () => {
      const rows = await aRelationships();
      const added = await ok<{ rows: { id: string }[] }>(addNonResident(b.token, rows.nonResidentInfo));
      expect(added.rows[0]?.id).not.toBe(rows.producer.id);
      expect(
        (await supposed(a.token, 'PRODUCER')).content.filter((r) => r.inn === rows.producer.inn),
      ).toHaveLength(1);
    },
  },
  deleteSupposedSubcontractor: {
    title: 'B cannot delete A’s row: not found, and A’s row stays unmarked',
    run: async () => {
      const rows = await aRelationships();
      expectError(
        await call('DELETE', `/api/supposedSubcontractors/SUBCONTRACTOR/${rows.subcontractor.id}`, {
          token: b.token,
        }),
        404,
      );
      const mine = (await supposed(a.token, 'SUBCONTRACTOR')).content.find(
        (r) => r.id === rows.subcontractor.id,
      );
      expect(mine).toMatchObject({ isOnDelete: false });
    },
  },
  replaceNonResident: {
    title: 'B cannot replace A’s non-resident',
    run: async () => {
      const rows = await aRelationships();
      expectError(
        await call('PUT', `/api/supposedSubcontractors/replace/${rows.producer.id}`, {
          token: b.token,
          query: { replaceWithId: 'nr-0001' },
        }),
        404,
      );
      const mine = (await supposed(a.token, 'PRODUCER')).content.find((r) => r.id === rows.producer.id);
      expect(mine).toMatchObject({ isOnReplace: false, name: rows.nonResidentInfo.name });
    },
  },
  registrationLink: {
    title: 'B cannot get a registration link for A’s row',
    run: async () => {
      const rows = await aRelationships();
      expectError(
        await call('GET', `/api/supposedSubcontractors/registrationLink/${rows.producer.id}`, {
          token: b.token,
        }),
        404,
      );
      await ok(
        call('GET', `/api/supposedSubcontractors/registrationLink/${rows.producer.id}`, { token: a.token }),
      );
    },
  },
  ownAccountAudit: {
    title: 'B never sees what administrators changed on A',
    run: async () => {
      const admin = await signIn('admin@demo.test');
      const found = await ok<{ content: { id: string; login: string }[] }>(
        call('GET', '/api/profiles/forms', { token: admin, query: { search: a.email } }),
      );
      const aUser = found.content.find((r) => r.login === a.email);
      if (!aUser) throw new Error('A is not in the administrators’ search');
      const entry = await ok<{ id: string }>(
        call('POST', `/api/profiles/${aUser.id}/resend-snabgenie`, {
          token: admin,
          body: { reason: 'tenant case' },
        }),
      );
      const seenByB = await ok<{ id: string }[]>(
        call('GET', '/api/account/admin-changes', { token: b.token }),
      );
      expect(seenByB.map((e) => e.id)).not.toContain(entry.id);
      const seenByA = await ok<{ id: string }[]>(
        call('GET', '/api/account/admin-changes', { token: a.token }),
      );
      expect(seenByA.map((e) => e.id)).toContain(entry.id);
    },
  },
  ownConsents: {
    title: 'B’s consent history holds B’s acceptances only',
    run: async () => {
      const seen = await ok<{ entries: { login: string }[] }>(
        call('GET', '/api/account/consents', { token: b.token }),
      );
      expect(seen.entries.length).toBeGreaterThan(0);
      expect(seen.entries.every((e) => e.login === b.email)).toBe(true);
    },
  },
  requestOwnExport: {
    title: 'B’s request builds B’s export, never A’s',
    run: async () => {
      const own = await ok<{ exportId: string }>(
        call('POST', '/api/account/personal-data-export', { token: b.token }),
      );
      const seenByA = await ok<{ exportId: string } | null>(
        call('GET', '/api/account/personal-data-export', { token: a.token }),
      );
      expect(seenByA?.exportId).not.toBe(own.exportId);
    },
  },
  ownExport: {
    title: 'B sees its own newest export only',
    run: async () => {
      const ofA = await ok<{ exportId: string }>(
        call('POST', '/api/account/personal-data-export', { token: a.token }),
      );
      exportOfA = ofA.exportId;
      const seenByB = await ok<{ exportId: string } | null>(
        call('GET', '/api/account/personal-data-export', { token: b.token }),
      );
      expect(seenByB?.exportId).not.toBe(ofA.exportId);
    },
  },
  downloadOwnExport: {
    title: 'A’s export does not exist for B',
    run: async () => {
      if (!exportOfA) {
        exportOfA = (
          await ok<{ exportId: string }>(
            call('POST', '/api/account/personal-data-export', { token: a.token }),
          )
        ).exportId;
      }
      const path = `/api/account/personal-data-export/${exportOfA}/download`;
      expectError(await call('GET', path, { token: b.token }), 404);
      // A's own link works once its export is built (in the background).
      for (let i = 0; i < 100; i++) {
        const own = await call('GET', path, { token: a.token });
        if (own.status === 200) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('A’s export was never offered to A');
    },
  },
};

describe('supplier B with supplier A’s ids', () => {
  // Each of B's change requests puts B's account data on moderation (02 §4): an administrator takes it
  // off again, so the next case finds B editable.
  afterEach(async () => {
    if ((await me(b.token)).isEditable) return;
    await ok(
      call('POST', `/api/profile/${b.companyCode}/clean/moderation`, {
        token: await signIn('admin@demo.test'),
        body: { reason: 'Следующий случай' },
      }),
    );
  });
  for (const [id, { title, run }] of Object.entries(TENANT_CASES)) it(`${id}: ${title}`, run);
});

describe('the tenant matrix', () => {
  it('has a tenant case, or a reason it holds no tenant data, for every served non-public route', async () => {
    const tested = Object.keys(TENANT_CASES);
    const exempt = Object.keys(WITHOUT_TENANT);
    expect(tested.filter((id) => id in WITHOUT_TENANT)).toEqual([]);
    expect([...tested, ...exempt].filter((id) => !isContractEntry(id))).toEqual([]);
    expect([...tested, ...exempt].sort()).toEqual((await servedProtectedRouteIds()).sort());
  });
});
