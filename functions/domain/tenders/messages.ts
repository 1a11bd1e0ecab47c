import { registerMessages } from '../../lib/messages';
/**
 * Server texts of tender access (01 §2.5, §4.1), registered with the server catalogue (functions/lib/messages.ts).
 */
export const TENDER_MESSAGES_RU = {
  'tender.savedDataRequired':
    'Сначала сохраните данные анкеты: принять условия можно только с сохранёнными данными.',
  'tender.alreadyAccepted': 'Условия получения доступа уже приняты.',
  'tender.notAccepted': 'Сначала примите условия получения доступа.',
  'tender.residentsOnly': 'Платёжное поручение формируется для резидентов РФ. Выберите валюту оплаты.',
  'tender.nonResidentsOnly': 'Реквизиты в валюте формируются для нерезидентов. Скачайте платёжное поручение.',
  'tender.unknownCurrency': 'Валюта {code} не найдена в справочнике.',
  'tender.currencyNotAccepted': 'Оплата в валюте {code} не принимается. Выберите USD, EUR или CNY.',
  'tender.noRubAccount':
    'В анкете нет действующего рублёвого расчётного счёта. Добавьте его в банковские реквизиты.',
  'tender.statementMalformed': 'Файл не является выпиской в формате 1CClientBankExchange: {reason}.',
  'tender.noAccessRecord': 'Контрагент ещё не принял условия доступа.',
  'tender.notice.accepted':
    'Условия доступа приняты. Временный доступ к ИСУ Снабжение открыт до {date}; оплатите доступ до этой даты.',
  'tender.notice.paid': 'Оплата доступа получена. Доступ к ИСУ Снабжение открыт до {date}.',
  'tender.notice.paidComment':
    'Оплата доступа получена. Доступ к ИСУ Снабжение открыт до {date}. Комментарий: {comment}',
  'tender.notice.blocked':
    'Доступ к ИСУ Снабжение заблокирован с {date}: для возобновления необходима оплата.',
} as const;

export const TENDER_MESSAGES_EN: Record<keyof typeof TENDER_MESSAGES_RU, string> = {
  'tender.savedDataRequired': 'Save the questionnaire first: the terms can be accepted only with saved data.',
  'tender.alreadyAccepted': 'The access terms have already been accepted.',
  'tender.notAccepted': 'Accept the access terms first.',
  'tender.residentsOnly': 'The payment order is made for Russian residents. Choose the payment currency.',
  'tender.nonResidentsOnly': 'Details in a currency are made for non-residents. Download the payment order.',
  'tender.unknownCurrency': 'Currency {code} is not in the dictionary.',
  'tender.currencyNotAccepted': 'Payment in {code} is not accepted. Choose USD, EUR or CNY.',
  'tender.noRubAccount':
    'The questionnaire has no active rouble settlement account. Add one to the bank details.',
  'tender.statementMalformed': 'The file is not a 1CClientBankExchange statement: {reason}.',
  'tender.noAccessRecord': 'The counterparty has not accepted the access terms yet.',
  'tender.notice.accepted':
    'Access terms accepted. Temporary access to the tender system is open until {date}; pay for access by then.',
  'tender.notice.paid': 'Payment for access received. Access to the tender system is open until {date}.',
  'tender.notice.paidComment':
    'Payment for access received. Access to the tender system is open until {date}. Comment: {comment}',
  'tender.notice.blocked': 'Access to the tender system is blocked from {date}: payment is needed to resume.',
};

registerMessages(TENDER_MESSAGES_RU, TENDER_MESSAGES_EN);

type TenderMessages = typeof TENDER_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends TenderMessages {}
}
