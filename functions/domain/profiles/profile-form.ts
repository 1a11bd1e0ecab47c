import type { ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { ChapterSettings, ProfileForm } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import { translate } from '../../lib/messages';
import { toAddress } from './address';
import { draftDiffers, renderBankAccounts, type Directory } from './bank-accounts';
import type { Profile, TaxRegimeDeclaration } from './profile-model';
import './messages';

/** What decides editability besides the profile itself. */
export interface FormContext {
  companyCode: string;
  /** The counterparty's general edit flag (false while the account is on moderation). */
  isEditable: boolean;
  pending: ReadonlySet<ChangeRequestKind>;
  /** The address of the postal request waiting for a decision, if any. */
  pendingPostalAddress: Profile['postalAddress'];
  /** The regime declaration waiting for a decision, if any. */
  pendingTaxRegime: TaxRegimeDeclaration | null;
  directory: Directory;
  lang: Language;
}

function postalSettings(profile: Profile, ctx: FormContext): ChapterSettings {
  const pending = ctx.pending.has('POSTAL_ADDRESS');
  const editable = ctx.isEditable && !pending;
  const description = pending
    ? [translate(ctx.lang, 'profile.postalPending'), translate(ctx.lang, 'profile.reviewPending')]
    : ctx.isEditable
      ? []
      : [translate(ctx.lang, 'profile.notEditable')];
  return {
    isViewModeAvailable: profile.postalAddress !== null,
    // With no postal address yet the chapter opens as a form.
    showEditModeFields: editable && profile.postalAddress === null,
    // On moderation a changed address is confirmed by a document instead (02 §2.5 item 4).
    // Non-residents have no documents section (03 §6), so no link leads there.
    showDocumentUploadLink: !ctx.isEditable && !pending && profile.registration.kind !== 'NONRESIDENT',
    isButtonVisible: editable,
    isButtonEnabled: editable,
    description,
  };
}

/** The bank chapter's settings; also the answer of every bank draft call. */
export function bankSettings(
  profile: Profile,
  ctx: Pick<FormContext, 'isEditable' | 'pending' | 'lang'>,
): ChapterSettings {
  const pending = ctx.pending.has('BANK_ACCOUNTS');
  const editable = ctx.isEditable && !pending;
  const draft = profile.bankDraft;
  const description = pending
    ? [translate(ctx.lang, 'profile.bankPending'), translate(ctx.lang, 'profile.reviewPending')]
    : ctx.isEditable
      ? []
      : [translate(ctx.lang, 'profile.notEditable')];
  return {
    isViewModeAvailable: profile.bankAccounts.length > 0,
    showEditModeFields: editable && (draft !== null || profile.bankAccounts.length === 0),
    showDocumentUploadLink: editable && draft !== null && profile.bankDocuments.length === 0,
    isButtonVisible: !pending,
    isButtonEnabled: editable && draft !== null && draftDiffers(profile.bankAccounts, draft),
    description,
  };
}

export function bankChapterState(
  profile: Profile,
  ctx: Omit<FormContext, 'companyCode' | 'pendingPostalAddress'>,
) {
  return {
    bankAccounts: renderBankAccounts(profile.bankDraft ?? profile.bankAccounts, ctx.directory, ctx.lang),
    bankAccountsDocuments: profile.bankDocuments,
    settings: bankSettings(profile, ctx),
  };
}

function registrationData(profile: Profile, lang: Language): ProfileForm['data'] {
  const factAddress = toAddress(profile.factAddress, lang);
  const r = profile.registration;
  switch (r.kind) {
    case 'LEGAL':
      return {
        legal: {
          name: r.name,
          shortName: r.shortName,
          opf: r.opf,
          inn: r.inn,
          kpp: r.kpp,
          ogrn: r.ogrn,
          branchType: r.branchType,
          companyType: r.companyType,
          accountingType: r.accountingType,
          taxSystem: r.taxSystem,
          manualEntry: r.manualEntry ?? null,
          registrationDate: r.registrationDate,
          charterId: r.charter?.id ?? null,
          charter: r.charter,
          factAddress,
        },
        individual: null,
        nonResident: null,
      };
    case 'INDIVIDUAL':
      return {
        legal: null,
        individual: {
          name: r.name,
          inn: r.inn,
          ogrnip: r.ogrnip,
          accountingType: r.accountingType,
          taxSystem: r.taxSystem,
          manualEntry: r.manualEntry ?? null,
          registrationDate: r.registrationDate,
          factAddress,
        },
        nonResident: null,
      };
    case 'NONRESIDENT':
      return {
        legal: null,
        individual: null,
        nonResident: { name: r.name, taxId: r.taxId, registrationCode: r.registrationCode, factAddress },
      };
  }
}

function egrulButton(
  profile: Profile,
  ctx: FormContext,
): ProfileForm['requestKsssToUpdateProfileByEgrulButton'] {
  if (profile.registration.kind === 'NONRESIDENT') return { buttonStatus: 'HIDE', tooltip: null };
  if (ctx.pending.has('EGRUL_REFRESH')) {
    return { buttonStatus: 'DISABLE', tooltip: translate(ctx.lang, 'profile.egrulPending') };
  }
  if (!ctx.isEditable)
    return { buttonStatus: 'DISABLE', tooltip: translate(ctx.lang, 'profile.notEditable') };
  return { buttonStatus: 'ENABLED', tooltip: null };
}

/** The regime per year with who said so (03 §3), newest first; «Изменить» while nothing else blocks it. */
function taxRegimeChapter(profile: Profile, ctx: FormContext): ProfileForm['taxRegimeChapter'] {
  const r = profile.registration;
  if (r.kind === 'NONRESIDENT') return null;
  const regimes = (r.taxRegimes ?? [])
    .map((y) => ({
      callYear: y.callYear,
      taxSystem: y.taxSystem,
      // Years written before sources were kept per year carry the questionnaire's one source.
      source: y.source ?? r.taxSource ?? null,
      previousYearIncome: y.previousYearIncome ?? null,
      notes: y.notes ?? null,
    }))
    .sort((a, b) => b.callYear - a.callYear);
  return {
    regimes,
    pending: ctx.pendingTaxRegime,
    canDeclare: ctx.isEditable && !ctx.pending.has('TAX_REGIME'),
  };
}

/** GET /profiles/form: the questionnaire with what may be edited now (02 §2.5, §3, §4). */
export function buildProfileForm(profile: Profile, ctx: FormContext): ProfileForm {
  const isResident = profile.registration.kind !== 'NONRESIDENT';
  const contactsPending = ctx.pending.has('CONTACTS');
  const bank = bankChapterState(profile, ctx);
  return {
    accountType: profile.registration.kind,
    companyCode: ctx.companyCode,
    data: registrationData(profile, ctx.lang),
    postalAddressChapter: {
      settings: postalSettings(profile, ctx),
      viewModePostalAddress: profile.postalAddress ? toAddress(profile.postalAddress, ctx.lang) : null,
      pendingPostalAddress: ctx.pendingPostalAddress ? toAddress(ctx.pendingPostalAddress, ctx.lang) : null,
      documents: profile.postalDocuments,
    },
    bankAccountChapter: isResident
      ? {
          ...bank,
          viewModeBankAccounts: renderBankAccounts(profile.bankAccounts, ctx.directory, ctx.lang),
          description: bank.settings.description,
          showEditModeFields: bank.settings.showEditModeFields,
          showDocumentUploadLink: bank.settings.showDocumentUploadLink,
        }
      : null,
    ...profile.contacts,
    contactsSettings: {
      isEditable: ctx.isEditable && !contactsPending,
      description: contactsPending ? translate(ctx.lang, 'profile.contactsPending') : null,
    },
    isEditable: ctx.isEditable,
    isProfileInfoEditable:
      ctx.isEditable && !ctx.pending.has('EGRUL_REFRESH') && !ctx.pending.has('REGISTRATION_DATA'),
    requestKsssToUpdateProfileByEgrulButton: egrulButton(profile, ctx),
    taxRegimeChapter: taxRegimeChapter(profile, ctx),
  };
}
