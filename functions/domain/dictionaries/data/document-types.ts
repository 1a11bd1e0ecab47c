import type { DictionaryRow } from './dictionary-row';

/** Groups of document types (their parent code), as the documents screens group them. */
export const DOCUMENT_GROUPS = { tax: 'TAX', accounting: 'ACCOUNTING', corporate: 'CORPORATE' } as const;
const { tax, accounting, corporate } = DOCUMENT_GROUPS;

/** The document types of the documents section (03 §3) with their Russian and English names. */
export const DOCUMENT_TYPES: readonly DictionaryRow[] = [
  ['Charter', 'Устав', 'Charter', corporate],
  [
    'BankDetailsConfirmation',
    'Документ, подтверждающий банковские реквизиты',
    'Bank details confirmation',
    corporate,
  ],
  [
    'AddressConfirmation',
    'Документ, подтверждающий почтовый адрес',
    'Postal address confirmation',
    corporate,
  ],
  [
    'DirectorAppointmentOrder',
    'Приказ о назначении руководителя',
    'Order appointing the director',
    corporate,
  ],
  ['BalanceSheetQuarter', 'Бухгалтерская отчётность', 'Financial statements', accounting],
  [
    'SimpleBalanceSheetQuarter',
    'Бухгалтерская отчётность в упрощённой форме',
    'Simplified financial statements',
    accounting,
  ],
  ['Vat', 'Налоговая декларация по НДС', 'VAT return', tax],
  ['VatXML', 'Налоговая декларация по НДС (XML)', 'VAT return (XML)', tax],
  [
    'VatQuarter_IP',
    'Налоговая декларация по НДС индивидуального предпринимателя за квартал',
    'Quarterly VAT return of a sole proprietor',
    tax,
  ],
  [
    'VatExemption',
    'Уведомление об освобождении от обязанностей плательщика НДС',
    'Notice of VAT exemption',
    tax,
  ],
  [
    'EndVatPDF',
    'Налоговая декларация по НДС за последний отчётный период (PDF)',
    'VAT return for the last period (PDF)',
    tax,
  ],
  [
    'IncomeTaxReturnQuarter',
    'Налоговая декларация по налогу на прибыль организаций',
    'Corporate income tax return',
    tax,
  ],
  [
    'IncomeTaxReturnQuarterPDF',
    'Налоговая декларация по налогу на прибыль организаций (PDF)',
    'Corporate income tax return (PDF)',
    tax,
  ],
  [
    'IncomeTaxReturnQuarterXML',
    'Налоговая декларация по налогу на прибыль организаций (XML)',
    'Corporate income tax return (XML)',
    tax,
  ],
  [
    'EndIncomeTaxReturnPDF',
    'Налоговая декларация по налогу на прибыль за последний отчётный период (PDF)',
    'Corporate income tax return for the last period (PDF)',
    tax,
  ],
  [
    'IncomeTaxForeignOrgPDF',
    'Налоговая декларация по налогу на прибыль иностранной организации (PDF)',
    'Income tax return of a foreign organisation (PDF)',
    tax,
  ],
  ['TaxExemptionPDF', 'Документ об освобождении от уплаты налога (PDF)', 'Tax exemption document (PDF)', tax],
  ['Usn', 'Налоговая декларация по УСН', 'Simplified tax system return', tax],
  ['UsnPDF', 'Налоговая декларация по УСН (PDF)', 'Simplified tax system return (PDF)', tax],
  ['UsnXML', 'Налоговая декларация по УСН (XML)', 'Simplified tax system return (XML)', tax],
  [
    'EndUsnPDF',
    'Налоговая декларация по УСН за последний отчётный период (PDF)',
    'Simplified tax system return for the last period (PDF)',
    tax,
  ],
  [
    'TaxTypeConfirmationUSN',
    'Информационное письмо о применении УСН (форма КНД 1120503)',
    'Letter confirming the simplified tax system (form KND 1120503)',
    tax,
  ],
  [
    'AutoUsnPDF',
    'Уведомление о переходе на АУСН (PDF)',
    'Notice of transition to the automated simplified system (PDF)',
    tax,
  ],
  [
    'AutoUsnStatePdf',
    'Сведения о применении АУСН из личного кабинета налогоплательщика (PDF)',
    'Statement of the automated simplified system from the taxpayer’s account (PDF)',
    tax,
  ],
  ['Eshn', 'Налоговая декларация по ЕСХН', 'Unified agricultural tax return', tax],
  ['EshnPDF', 'Налоговая декларация по ЕСХН (PDF)', 'Unified agricultural tax return (PDF)', tax],
  ['EshnXML', 'Налоговая декларация по ЕСХН (XML)', 'Unified agricultural tax return (XML)', tax],
  [
    'EndEshnPDF',
    'Налоговая декларация по ЕСХН за последний отчётный период (PDF)',
    'Unified agricultural tax return for the last period (PDF)',
    tax,
  ],
  [
    'TaxTypeConfirmationESHN',
    'Информационное письмо о применении ЕСХН (форма КНД 1120504)',
    'Letter confirming the unified agricultural tax (form KND 1120504)',
    tax,
  ],
  ['Envd', 'Налоговая декларация по ЕНВД', 'Imputed income tax return', tax],
  ['EnvdPDF', 'Налоговая декларация по ЕНВД (PDF)', 'Imputed income tax return (PDF)', tax],
  ['Patent', 'Патент на право применения ПСН', 'Patent for the patent tax system', tax],
  [
    'NoTaxArrears',
    'Справка об исполнении обязанности по уплате налогов (форма КНД 1120101)',
    'Certificate of no tax arrears (form KND 1120101)',
    tax,
  ],
  ['InsuranceContributions', 'Расчёт по страховым взносам', 'Social insurance contributions return', tax],
  ['OwnerChain', 'Цепочка собственников', 'Chain of owners', corporate],
  ['Other', 'Прочие документы', 'Other documents', corporate],
];
