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
  'tender.currencyNotAccepted': 'Оплата в валюте {code} не принимается. Выберите одну из валют: {accepted}.',
  'tender.noRubAccount':
    'В анкете нет действующего рублёвого расчётного счёта. Добавьте его в банковские реквизиты.',
  'tender.statement.notBase64': 'Содержимое файла выписки должно быть передано в кодировке base64.',
  'tender.statement.empty':
    'Файл не соответствует требованиям: файл пуст (0 байт). Выгрузите выписку из банк-клиента заново.',
  'tender.statement.tooLarge':
    'Файл не соответствует требованиям: размер выписки — не более {mb} МБ ({bytes} байт). Выгрузите выписку за более короткий период.',
  'tender.statement.wrongFormat':
    'Файл не соответствует требованиям. Неверный формат: нужна выписка из банк-клиента в формате 1С, первая строка файла — «1CClientBankExchange».',
  'tender.statement.unknownEncoding':
    'Файл не соответствует требованиям: кодировка не распознана. Выписка в формате 1С сохраняется в кодировке Windows-1251 («Кодировка=Windows») или DOS («Кодировка=DOS»); выгрузите её из банк-клиента заново, не пересохраняя в текстовом редакторе.',
  'tender.statement.lineTooLong':
    'Файл не соответствует требованиям: строка {line} длиннее {max} символов. Выписка в формате 1С состоит из коротких строк «ключ=значение»; выгрузите её из банк-клиента заново.',
  'tender.statement.textAfterEnd': 'Выписка не прочитана: в строке {line} текст после «КонецФайла».',
  'tender.statement.unclosed':
    'Выписка не прочитана: документ, начатый в строке {line}, не закрыт строкой «КонецДокумента».',
  'tender.statement.strayEnd': 'Выписка не прочитана: «КонецДокумента» в строке {line} без «СекцияДокумент».',
  'tender.statement.unexpectedLine':
    'Выписка не прочитана: строка {line} не имеет вида «ключ=значение»: «{text}».',
  'tender.statement.cutShort': 'Выписка не прочитана: нет строки «КонецФайла», файл обрезан.',
  'tender.statement.badAmount':
    'Выписка не прочитана: в документе из строки {line} поле «Сумма» не является суммой.',
  'tender.statement.badDate':
    'Выписка не прочитана: в документе из строки {line} поле «Дата» не является датой ДД.ММ.ГГГГ.',
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
  'tender.currencyNotAccepted': 'Payment in {code} is not accepted. Choose one of: {accepted}.',
  'tender.noRubAccount':
    'The questionnaire has no active rouble settlement account. Add one to the bank details.',
  'tender.statement.notBase64': 'The statement file must be sent in base64.',
  'tender.statement.empty':
    'The file does not meet the requirements: it is empty (0 bytes). Export the statement from the bank client again.',
  'tender.statement.tooLarge':
    'The file does not meet the requirements: a statement is at most {mb} MB ({bytes} bytes). Export a shorter period.',
  'tender.statement.wrongFormat':
    'The file does not meet the requirements. Wrong format: a bank client statement in the 1C format is needed, its first line being «1CClientBankExchange».',
  'tender.statement.unknownEncoding':
    'The file does not meet the requirements: its encoding is not recognised. A 1C statement is saved in Windows-1251 («Кодировка=Windows») or DOS («Кодировка=DOS»); export it from the bank client again without re-saving it in a text editor.',
  'tender.statement.lineTooLong':
    'The file does not meet the requirements: line {line} is longer than {max} characters. A 1C statement is made of short «key=value» lines; export it from the bank client again.',
  'tender.statement.textAfterEnd': 'The statement was not read: line {line} has text after «КонецФайла».',
  'tender.statement.unclosed':
    'The statement was not read: the document started on line {line} is not closed by «КонецДокумента».',
  'tender.statement.strayEnd':
    'The statement was not read: «КонецДокумента» on line {line} has no «СекцияДокумент».',
  'tender.statement.unexpectedLine': 'The statement was not read: line {line} is not «key=value»: «{text}».',
  'tender.statement.cutShort':
    'The statement was not read: there is no «КонецФайла» line, the file is cut short.',
  'tender.statement.badAmount':
    'The statement was not read: in the document from line {line}, «Сумма» is not an amount.',
  'tender.statement.badDate':
    'The statement was not read: in the document from line {line}, «Дата» is not a DD.MM.YYYY date.',
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
export type TenderMessageKey = keyof TenderMessages;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends TenderMessages {}
}
