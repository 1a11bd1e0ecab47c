import type { DocumentTypeCode } from './document-types';

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

const unique = (codes: DocumentTypeCode[]) => [...new Set(codes)];

/** The REQUIRED and ADDITIONAL type codes of a resident supplier (non-residents have no documents, 03 §1). */
export function specCodesOf(identity: TaxIdentity): SpecCodes {
  const regime = identity.taxSystem ? BY_REGIME[identity.taxSystem] : undefined;
  const byKind = regime?.[identity.accountType === 'LEGAL' ? 'legal' : 'individual'] ?? {
    required: [],
    additional: [],
  };
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
