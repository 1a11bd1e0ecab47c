import { usnPaysVat } from '@shared/constants/usn-vat';
import type { DocumentTypeCode } from './document-types';
import { vatDocumentsIfEshn } from './vat-if-eshn-flag';

/** What decides a supplier's document specification (03 §3): its kind, company type and tax regime. */
export interface TaxIdentity {
  accountType: 'LEGAL' | 'INDIVIDUAL';
  inn: string;
  /** Entrepreneurs have none. */
  kpp: string | null;
  companyType: string | null;
  accountingType: string | null;
  /** OSN, USN, ESHN, PSN, AUSN, NPD; null while the questionnaire does not say. */
  taxSystem: string | null;
  /** The year the regime is in force (now); with the income below it decides whether a УСН payer owes VAT. */
  callYear?: number;
  /** The previous year's income the supplier declared with its regime (roubles), if it did. */
  previousYearIncome?: number | null;
}

export interface SpecCodes {
  required: DocumentTypeCode[];
  additional: DocumentTypeCode[];
}

/**
 * Small businesses, non-profits and companies that chose simplified accounting file the simplified
 * balance sheet (NO_BOUPR); everyone else the full one (NO_BUCHOTCH).
 */
const SIMPLIFIED_ACCOUNTING_COMPANIES = new Set(['SmallBusiness', 'NPO']);
function balanceSheetOf(identity: TaxIdentity): DocumentTypeCode {
  const simplified =
    identity.accountingType === 'SIMPLIFIED' ||
    (identity.companyType !== null && SIMPLIFIED_ACCOUNTING_COMPANIES.has(identity.companyType));
  return simplified ? 'SimpleBalanceSheetQuarter' : 'BalanceSheetQuarter';
}

/** Per tax regime: the returns a supplier must keep loaded, and their paper or final-period variants. */
const BY_REGIME: Record<string, { legal: SpecCodes; individual: SpecCodes }> = {
  OSN: {
    legal: {
      required: ['VatXML', 'IncomeTaxReturnQuarterXML'],
      additional: [
        'Vat',
        'EndVatPDF',
        'IncomeTaxReturnQuarterPDF',
        'EndIncomeTaxReturnPDF',
        'IncomeTaxForeignOrgPDF',
        'VatExemption',
        'TaxExemptionPDF',
      ],
    },
    individual: { required: ['VatQuarter_IP'], additional: ['Vat', 'EndVatPDF', 'VatExemption'] },
  },
  USN: {
    legal: { required: ['UsnXML', 'TaxTypeConfirmationUSN'], additional: ['UsnPDF', 'EndUsnPDF', 'VatXML'] },
    individual: { required: ['UsnXML', 'TaxTypeConfirmationUSN'], additional: ['UsnPDF', 'EndUsnPDF'] },
  },
  ESHN: {
    legal: {
      required: ['EshnXML', 'TaxTypeConfirmationESHN'],
      additional: ['EshnPDF', 'EndEshnPDF', 'VatXML'],
    },
    individual: { required: ['EshnXML', 'TaxTypeConfirmationESHN'], additional: ['EshnPDF', 'EndEshnPDF'] },
  },
  AUSN: {
    legal: { required: ['AutoUsnPDF', 'AutoUsnStatePdf'], additional: [] },
    individual: { required: ['AutoUsnPDF', 'AutoUsnStatePdf'], additional: [] },
  },
  PSN: {
    legal: { required: [], additional: [] },
    individual: { required: ['Patent'], additional: ['Envd', 'EnvdPDF'] },
  },
  // The self-employed file no returns: their finance indicators stand in for them.
  NPD: { legal: { required: [], additional: [] }, individual: { required: [], additional: [] } },
};

/**
 * A VAT payer's returns as the general regime has them: the electronic return required, its paper and
 * final-period variants and the exemption (tax code art. 145) additional.
 */
const VAT_PAYER: { legal: SpecCodes; individual: SpecCodes } = {
  legal: { required: ['VatXML'], additional: ['Vat', 'EndVatPDF', 'VatExemption'] },
  individual: { required: ['VatQuarter_IP'], additional: ['Vat', 'EndVatPDF', 'VatExemption'] },
};

/** A document filed, as far as the specification cares: its type and where its review stands. */
export interface FiledDocument {
  documentType: string;
  status: string;
  /** What the tax-xml reader found in an XML return: its year and figures (the УСН return's income). */
  summary?: { reportingYear: number; figures: Record<string, number> } | null;
}

/**
 * The income of `year` a УСН payer reported: its accepted УСН return of that year (1152017, «Доход» of the
 * tax period) if filed, the newest one filed winning (a correction follows the return it corrects);
 * otherwise what it declared with its regime.
 */
export function usnIncomeOf(
  year: number,
  filed: readonly FiledDocument[],
  declared: number | null | undefined,
): number | null {
  const fromReturn = filed
    .filter((d) => d.documentType === 'UsnXML' && d.status === 'DVS_ACCEPTED')
    .filter((d) => d.summary?.reportingYear === year && d.summary.figures.income !== undefined)
    .map((d) => d.summary!.figures.income!);
  return fromReturn.at(-1) ?? declared ?? null;
}

/** Since 2025 a УСН payer over the year's limit of the previous year's income pays VAT (176-FZ, 425-FZ). */
function usnOwesVat(identity: TaxIdentity, filed: readonly FiledDocument[]): boolean {
  if (identity.taxSystem !== 'USN' || identity.callYear === undefined) return false;
  const income = usnIncomeOf(identity.callYear - 1, filed, identity.previousYearIncome);
  return usnPaysVat(identity.callYear, income);
}

/** Holds a VAT exemption: one in review or accepted, as "loaded" counts (03 §3); a rejected one does not. */
const holdsVatExemption = (filed: readonly FiledDocument[]) =>
  filed.some((d) => d.documentType === 'VatExemption' && d.status !== 'DVS_REJECTED');

/**
 * The regime's codes by kind. The general regime pays VAT, and so does ESHN with the "load HDS documents
 * if ESHN" flag on: the VAT return is required unless the supplier holds an exemption (tax code art. 145:
 * an exempt payer files none), and then only offered.
 */
function regimeCodes(identity: TaxIdentity, filed: readonly FiledDocument[], vatIfEshn: boolean): SpecCodes {
  const kind = identity.accountType === 'LEGAL' ? 'legal' : 'individual';
  const byKind = (identity.taxSystem ? BY_REGIME[identity.taxSystem]?.[kind] : undefined) ?? {
    required: [],
    additional: [],
  };
  const vat = VAT_PAYER[kind];
  const withVat =
    (identity.taxSystem === 'ESHN' && vatIfEshn) || usnOwesVat(identity, filed)
      ? {
          required: [...byKind.required, ...vat.required],
          additional: [...byKind.additional, ...vat.additional],
        }
      : byKind;
  const paysVat = identity.taxSystem === 'OSN' || withVat !== byKind;
  if (!paysVat || !holdsVatExemption(filed)) return withVat;
  return {
    required: withVat.required.filter((code) => !vat.required.includes(code)),
    additional: [...withVat.additional, ...vat.required],
  };
}

const unique = (codes: DocumentTypeCode[]) => [...new Set(codes)];

/**
 * The REQUIRED and ADDITIONAL type codes of a resident supplier (non-residents have no documents, 03 §1),
 * given what it filed (a VAT exemption moves a VAT payer's return to the additional types; the
 * union of both groups never depends on it). `vatIfEshn` is the stage's flag; tests pass their own.
 */
export function specCodesOf(
  identity: TaxIdentity,
  filed: readonly FiledDocument[],
  vatIfEshn: boolean = vatDocumentsIfEshn,
): SpecCodes {
  const byKind = regimeCodes(identity, filed, vatIfEshn);
  if (identity.accountType === 'LEGAL') {
    const balance = balanceSheetOf(identity);
    const otherBalance =
      balance === 'BalanceSheetQuarter' ? 'SimpleBalanceSheetQuarter' : 'BalanceSheetQuarter';
    const required = unique(['Charter', 'DirectorAppointmentOrder', balance, ...byKind.required]);
    return {
      required,
      additional: unique([
        ...byKind.additional,
        otherBalance,
        'NoTaxArrears',
        'InsuranceContributions',
        'OwnerChain',
        'Other',
      ]).filter((code) => !required.includes(code)),
    };
  }
  return {
    required: unique(byKind.required),
    additional: unique([...byKind.additional, 'NoTaxArrears', 'InsuranceContributions', 'Other']).filter(
      (code) => !byKind.required.includes(code),
    ),
  };
}

/** Notices of the top bar (03 §2) and the regimes they apply to; the screens hold their texts. */
export const TOP_NOTIFICATION_BAR = [
  { textKey: 'xmlReports', applicableToTaxRegimeCode: ['OSN', 'USN', 'ESHN'] },
  { textKey: 'profitDeadline', applicableToTaxRegimeCode: ['OSN'] },
  { textKey: 'vatDeadline', applicableToTaxRegimeCode: ['OSN', 'USN', 'ESHN'] },
  { textKey: 'ausnState', applicableToTaxRegimeCode: ['AUSN'] },
  { textKey: 'translation', applicableToTaxRegimeCode: ['OSN', 'USN', 'ESHN', 'PSN', 'AUSN', 'NPD'] },
] as const;
