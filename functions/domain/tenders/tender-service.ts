import { randomUUID } from 'node:crypto';
import type { StopFactors } from '@shared/api/areas/tenders';
import { DOWNLOAD_URL_TTL_SECONDS, type Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { bucketName } from '../../lib/env';
import { translate } from '../../lib/messages';
import type { Tenant } from '../../lib/tenant';
import { moscowDate } from '../../lib/working-days';
import { getCounterparty } from '../accounts/counterparties';
import { bankDirectory } from '../banks/bank-directory';
import { requiredDocumentsLoaded } from '../documents/completeness';
import { contentDisposition } from '../files/file-name';
import { fileStorage } from '../files/file-storage';
import { notifyCounterparty } from '../notifications/notifications-service';
import { loadProfile } from '../profiles/profile-context';
import { accepted, canAccept } from './access-lifecycle';
import { currentAccessState } from './access-state';
import { feeWithVat } from './money';
import { paymentCodeOf } from './payment-code';
import { riskRegister } from './risk-register';
import { ACCEPTED_CURRENCIES, TENDER_CONFIG } from './tender-config';
import type { Payer } from './tender-documents';
import { stateOf, tendersRepository } from './tenders-repository';
import './messages';

/** The PDF makers (pdf-lib, fonts, QR) load when a document is asked for: the status calls start faster. */
const documents = () => import('./tender-documents');

/** Generated documents live under the documents bucket, by tenant; links to them expire in minutes. */
const documentKey = (counterpartyId: string, name: string) => `tenders/${counterpartyId}/${name}`;

const currentState = currentAccessState;

/**
 * POST /tenders/accept: the licence terms, once. Needs saved questionnaire data (01 §6). The access record
 * is created with a condition, so a second acceptance (or two at once) gets 409 and changes nothing.
 */
export async function acceptTender(tenant: Tenant, caller: Caller, now: Date): Promise<{ success: true }> {
  const counterparty = await getCounterparty(tenant.counterpartyId);
  if (!counterparty?.hasSavedData) throw conflict('tender.savedDataRequired');
  const existing = await tendersRepository.getAccess(tenant.counterpartyId);
  if (existing && !canAccept(stateOf(existing))) throw conflict('tender.alreadyAccepted');
  const next = accepted(now, moscowDate(now));
  const created = await tendersRepository.createAccess(
    {
      counterpartyId: tenant.counterpartyId,
      companyName: counterparty.companyName,
      companyCode: tenant.companyCode,
      accountType: tenant.accountType,
      paymentCode: paymentCodeOf(tenant.companyCode),
    },
    next,
    now,
  );
  if (!created) throw conflict('tender.alreadyAccepted');
  await tendersRepository.addEvent({
    counterpartyId: tenant.counterpartyId,
    at: now.toISOString(),
    id: randomUUID(),
    by: caller.login,
    kind: 'ACCEPTED',
    fromStatus: 'NOT_CONFIRMED',
    toStatus: next.status,
  });
  await notify(tenant.counterpartyId, 'tender.notice.accepted', { date: next.dateTo ?? '' });
  return { success: true };
}

export async function notify(
  counterpartyId: string,
  key: Parameters<typeof translate>[1],
  params: Record<string, string>,
): Promise<void> {
  const ru = { ...params, date: ruDate(params.date ?? '') };
  await notifyCounterparty(
    counterpartyId,
    { ru: translate('ru', key, ru), en: translate('en', key, params) },
    {
      type: 'TENDER_ACCESS',
      path: '/tender',
      subject: {
        ru: translate('ru', 'mail.subject.TENDER_ACCESS'),
        en: translate('en', 'mail.subject.TENDER_ACCESS'),
      },
    },
  );
}

const ruDate = (iso: string): string => iso.split('-').reverse().join('.');

/** GET /tenders/stopFactors: what keeps the supplier out of tenders, each with where to clear it. */
export async function stopFactors(tenant: Tenant, lang: Language, now: Date): Promise<StopFactors> {
  const [documentsLoaded, indicators, state] = await Promise.all([
    requiredDocumentsLoaded(tenant.counterpartyId),
    riskRegister.blockingIndicators(tenant.counterpartyId),
    currentState(tenant.counterpartyId, now),
  ]);
  // The limit date: the last day of access before a payment is due (temporary access).
  const limitDate = state.status === 'TEMPORARY' ? state.dateTo : null;
  const factors: StopFactors['factors'] = [];
  if (!documentsLoaded) factors.push({ code: 'MISSING_DOCUMENTS', clearedAt: '/documents', detail: null });
  for (const indicator of indicators) {
    factors.push({
      code: 'RISK_INDICATOR',
      clearedAt: '/communication',
      detail: lang === 'ru' ? indicator.textRu : indicator.textEn,
    });
  }
  if (limitDate) factors.push({ code: 'LIMIT_DATE', clearedAt: '/tender', detail: limitDate });
  return {
    missingRequiredDocuments: !documentsLoaded,
    blockingRiskIndicators: indicators.length > 0,
    limitDate,
    blockingRiskIndicatorsList: indicators.map((i) => ({
      text: lang === 'ru' ? i.textRu : i.textEn,
      links: i.links ?? [],
    })),
    factors,
    supportEmail: TENDER_CONFIG.supportEmail,
  };
}

async function assertAccepted(tenant: Tenant, now: Date): Promise<void> {
  const state = await currentState(tenant.counterpartyId, now);
  if (state.status === 'NOT_CONFIRMED') throw conflict('tender.notAccepted');
}

/** The payer from the questionnaire: its name, INN, KPP and its first active rouble account. */
async function payerOf(tenant: Tenant, lang: Language): Promise<Payer> {
  // The questionnaire comes with the banks and currencies of its accounts.
  const {
    profile,
    form: {
      directory: { banks, currencies },
    },
  } = await loadProfile(tenant, lang);
  const registration = profile.registration;
  if (registration.kind === 'NONRESIDENT') throw forbidden();
  const rub = currencies.find((c) => c.code === 'RUB');
  const account = profile.bankAccounts.find(
    (a) => a.state === 'ACTIVE' && !a.isIBAN && a.currencyId === rub?.id,
  );
  const bank = account ? banks.find((b) => b.id === account.bankId) : undefined;
  if (!account || !bank) throw conflict('tender.noRubAccount');
  return {
    name: registration.name,
    inn: registration.inn,
    kpp: registration.kind === 'LEGAL' ? registration.kpp : null,
    account: account.accountNumber,
    bankName: `${bank.nameRu}, ${bank.cityRu}`,
    bik: bank.bankCode,
    correspondentAccount: bank.correspondentAccount ?? '',
  };
}

async function storeAndLink(counterpartyId: string, fileName: string, body: Uint8Array) {
  const key = documentKey(counterpartyId, `${randomUUID()}.pdf`);
  await fileStorage.put({ bucketName: bucketName('documents'), key, body, contentType: 'application/pdf' });
  const url = await fileStorage.presignDownload(
    key,
    { contentDisposition: contentDisposition('attachment', fileName), contentType: 'application/pdf' },
    DOWNLOAD_URL_TTL_SECONDS,
  );
  return { url, name: fileName };
}

/** GET /tenders/paymentOrders: residents' payment order PDF, with VAT at the rate in force today. */
export async function paymentOrder(tenant: Tenant, lang: Language, now: Date) {
  if (tenant.accountType === 'NONRESIDENT') throw conflict('tender.residentsOnly');
  await assertAccepted(tenant, now);
  const today = moscowDate(now);
  const fee = feeWithVat(TENDER_CONFIG.feeRubKopecks, today);
  const [payer, { paymentOrderPdf, paymentPurpose }] = await Promise.all([
    payerOf(tenant, lang),
    documents(),
  ]);
  const pdf = await paymentOrderPdf({
    payer,
    payee: TENDER_CONFIG.payee,
    fee,
    purpose: paymentPurpose(paymentCodeOf(tenant.companyCode), fee),
    date: today,
  });
  return storeAndLink(tenant.counterpartyId, `Платежное поручение ${today}.pdf`, pdf);
}

/**
 * GET /tenders/paymentDetails?currencyCode: non-residents' details for a transfer in a currency the licensor
 * accepts (01 §2.5): the beneficiary and its bank in Latin letters with the bank's address, SWIFT and the
 * intermediary bank of that currency.
 */
export async function paymentDetails(tenant: Tenant, currencyCode: string, lang: Language, now: Date) {
  if (tenant.accountType !== 'NONRESIDENT') throw conflict('tender.nonResidentsOnly');
  const code = currencyCode.toUpperCase();
  const currency = (await bankDirectory.currencies()).find((c) => c.code === code);
  if (!currency) throw badRequest('tender.unknownCurrency', { code: currencyCode.slice(0, 8) });
  const amount = TENDER_CONFIG.foreignFees[code];
  const details = TENDER_CONFIG.payee.foreign.currencies[code];
  if (amount === undefined || !details || !ACCEPTED_CURRENCIES.includes(code)) {
    throw badRequest('tender.currencyNotAccepted', { code, accepted: ACCEPTED_CURRENCIES.join(', ') });
  }
  await assertAccepted(tenant, now);
  const [{ profile }, { paymentDetailsPdf }] = await Promise.all([loadProfile(tenant, lang), documents()]);
  const registration = profile.registration;
  const today = moscowDate(now);
  const pdf = await paymentDetailsPdf({
    payee: TENDER_CONFIG.payee,
    currency: { code, name: lang === 'ru' ? currency.nameRu : currency.nameEn },
    amountMinor: amount,
    account: details.account,
    intermediary: details.intermediary,
    purpose: `Licence fee for the ISU Snabzhenie procurement system, code ${paymentCodeOf(tenant.companyCode)}. VAT not applicable.`,
    payerName: registration.name,
    payerTaxId: registration.kind === 'NONRESIDENT' ? registration.taxId : registration.inn,
    date: today,
  });
  return storeAndLink(tenant.counterpartyId, `Payment details ${code} ${today}.pdf`, pdf);
}

/** GET /tenders/licence: the licence agreement, made once per language and kept under the public prefix. */
export async function licenceLink(lang: 'ru' | 'en'): Promise<string> {
  const key = `public/tender-licence-${lang}.pdf`;
  if ((await fileStorage.sizeOf(key)) === null) {
    const body = await (await documents()).licencePdf(lang, TENDER_CONFIG.payee);
    await fileStorage.put({ bucketName: bucketName('documents'), key, body, contentType: 'application/pdf' });
  }
  const name = lang === 'ru' ? 'Лицензионный договор.pdf' : 'Licence agreement.pdf';
  return fileStorage.presignDownload(
    key,
    { contentDisposition: contentDisposition('inline', name), contentType: 'application/pdf' },
    DOWNLOAD_URL_TTL_SECONDS,
  );
}
