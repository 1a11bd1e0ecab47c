import type { DictionaryRow } from './dictionary-row';

/** Company types of the questionnaire (03 §3); small business makes the accounting form selector appear. */
export const COMPANY_TYPES: readonly DictionaryRow[] = [
  ['SmallBusiness', 'Субъект малого и среднего предпринимательства', 'Small or medium-sized business'],
  ['LargeBusiness', 'Крупная организация', 'Large organisation'],
  ['NPO', 'Некоммерческая организация', 'Non-profit organisation'],
  [
    'StateUnitary',
    'Государственное или муниципальное унитарное предприятие',
    'State or municipal unitary enterprise',
  ],
  ['Budgetary', 'Государственное или муниципальное учреждение', 'State or municipal institution'],
];

/** Tax regimes of the Russian Federation. */
export const TAX_TYPES: readonly DictionaryRow[] = [
  ['OSN', 'Общая система налогообложения (ОСН)', 'General tax system (OSN)'],
  ['USN', 'Упрощённая система налогообложения (УСН)', 'Simplified tax system (USN)'],
  ['ESHN', 'Единый сельскохозяйственный налог (ЕСХН)', 'Unified agricultural tax (ESHN)'],
  ['PSN', 'Патентная система налогообложения (ПСН)', 'Patent tax system (PSN)'],
  [
    'AUSN',
    'Автоматизированная упрощённая система налогообложения (АУСН)',
    'Automated simplified tax system (AUSN)',
  ],
  ['NPD', 'Налог на профессиональный доход (НПД)', 'Professional income tax (NPD)'],
];

/** Forms of financial statements: full, or simplified for small businesses and non-profits. */
export const ACCOUNTING_FORM_TYPES: readonly DictionaryRow[] = [
  ['FULL', 'Бухгалтерская отчётность в полном объёме', 'Full financial statements'],
  ['SIMPLIFIED', 'Упрощённая бухгалтерская отчётность', 'Simplified financial statements'],
];

/** Topics of the FAQ ask-a-question form (01 §2.9). */
export const FAQ_TOPICS: readonly DictionaryRow[] = [
  ['REGISTRATION', 'Регистрация в личном кабинете', 'Registration in the cabinet'],
  ['PROFILE', 'Анкета контрагента', 'Counterparty questionnaire'],
  ['DOCUMENTS', 'Загрузка и проверка документов', 'Uploading and review of documents'],
  ['TENDER_ACCESS', 'Доступ в ИСУ Снабжение и оплата', 'Tender system access and payment'],
  ['RELATIONSHIPS', 'Субподрядчики и производители', 'Subcontractors and producers'],
  ['COMMUNICATION', 'Обращения к организациям Группы', 'Requests to the Group’s organisations'],
  ['PBIOT', 'Проверка ПБиОТ', 'Safety, labour and environment check'],
  ['TECHNICAL', 'Технические проблемы', 'Technical problems'],
  ['OTHER', 'Другое', 'Other'],
];
