import { registerMessages } from '../../lib/messages';

/**
 * The bank directory's server texts: a bank or currency not found, an account number that does not match
 * its BIK, a bank the Bank of Russia restricts (registered with functions/lib/messages.ts).
 */
export const BANK_MESSAGES_RU = {
  'bank.unknownBank': 'Банк не найден. Выберите банк из результатов поиска.',
  'bank.unknownCurrency': 'Валюта не найдена. Выберите валюту из результатов поиска.',
  'bank.unknownBik': 'Банк с БИК {bik} не найден в справочнике.',
  'bank.notRussianBank': 'Проверка номера счета по БИК выполняется только для российских банков.',
  'bank.accountLength': 'Номер счета должен состоять из 20 цифр.',
  'bank.accountControlKey': 'Номер счета не соответствует БИК {bik}: неверный контрольный ключ.',
  'bank.accountCurrencyUnknown': 'Код валюты {digits} в номере счета не найден в справочнике валют.',
  'bank.accountCurrencyMismatch': 'Валюта счета ({code}) не совпадает с выбранной валютой.',
  'bank.accountValid': 'Номер счета корректен.',
  'bank.ibanValid': 'IBAN корректен.',
  'bank.ibanInvalid': 'Неверный IBAN: не сходится контрольная сумма.',
  'bank.ibanNotSupported': 'Банк не поддерживает IBAN.',
  'bank.closed':
    'Банк с БИК {bik} исключен из справочника БИК Банка России или его корреспондентский счет закрыт. Укажите счет в действующем банке.',
  'bank.restricted.LWRS':
    'Банк с БИК {bik} ограничен Банком России: отозвана (аннулирована) лицензия. Укажите счет в другом банке.',
  'bank.restricted.URRS':
    'Банк с БИК {bik} ограничен Банком России: ограничено предоставление услуг по переводу денежных средств. Укажите счет в другом банке.',
  'bank.restricted.MRTR':
    'Банк с БИК {bik} ограничен Банком России: введен мораторий на удовлетворение требований кредиторов. Укажите счет в другом банке.',
  'bank.restricted.RSIP':
    'Банк с БИК {bik} ограничен Банком России: приостановлен доступ к услугам по переводу денежных средств в качестве косвенного участника. Укажите счет в другом банке.',
  'bank.restricted.FPIP':
    'Банк с БИК {bik} ограничен Банком России: приостановлено предоставление сервиса быстрых платежей косвенному участнику. Укажите счет в другом банке.',
  'bank.restricted.other':
    'Банк с БИК {bik} ограничен Банком России (ограничение {code}). Укажите счет в другом банке.',
} as const;

export const BANK_MESSAGES_EN: Record<keyof typeof BANK_MESSAGES_RU, string> = {
  'bank.unknownBank': 'Bank not found. Choose a bank from the search results.',
  'bank.unknownCurrency': 'Currency not found. Choose a currency from the search results.',
  'bank.unknownBik': 'No bank with BIK {bik} in the directory.',
  'bank.notRussianBank': 'Account numbers are checked against a BIK for Russian banks only.',
  'bank.accountLength': 'The account number must have 20 digits.',
  'bank.accountControlKey': 'The account number does not match BIK {bik}: wrong control key.',
  'bank.accountCurrencyUnknown':
    'Currency code {digits} in the account number is not in the currency directory.',
  'bank.accountCurrencyMismatch': 'The account currency ({code}) differs from the chosen currency.',
  'bank.accountValid': 'The account number is correct.',
  'bank.ibanValid': 'The IBAN is correct.',
  'bank.ibanInvalid': 'Wrong IBAN: the checksum does not match.',
  'bank.ibanNotSupported': 'The bank does not support IBAN.',
  'bank.closed':
    'The bank with BIK {bik} was deleted from the Bank of Russia BIK directory or its correspondent account is closed. Give an account at an active bank.',
  'bank.restricted.LWRS':
    'The bank with BIK {bik} is restricted by the Bank of Russia: its licence was withdrawn. Give an account at another bank.',
  'bank.restricted.URRS':
    'The bank with BIK {bik} is restricted by the Bank of Russia: its money transfer services are restricted. Give an account at another bank.',
  'bank.restricted.MRTR':
    'The bank with BIK {bik} is restricted by the Bank of Russia: a moratorium on creditors’ claims is in force. Give an account at another bank.',
  'bank.restricted.RSIP':
    'The bank with BIK {bik} is restricted by the Bank of Russia: its access to money transfers as an indirect participant is suspended. Give an account at another bank.',
  'bank.restricted.FPIP':
    'The bank with BIK {bik} is restricted by the Bank of Russia: its Faster Payments service as an indirect participant is suspended. Give an account at another bank.',
  'bank.restricted.other':
    'The bank with BIK {bik} is restricted by the Bank of Russia (restriction {code}). Give an account at another bank.',
};

registerMessages(BANK_MESSAGES_RU, BANK_MESSAGES_EN);

type BankMessages = typeof BANK_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends BankMessages {}
}
