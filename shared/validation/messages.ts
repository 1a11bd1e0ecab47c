/**
 * Texts of the field rules of 02 §5, keyed so the server (functions/lib/messages.ts) and the SPA
 * show the same words. The schemas of this folder put these keys into their zod issues.
 * The Russian wording of the specification is kept verbatim where the spec gives it.
 */
export const VALIDATION_MESSAGES_RU = {
  'validation.innLegal': 'Введите корректный ИНН: 10 цифр с верным контрольным числом',
  'validation.innIndividual': 'Введите корректный ИНН: 12 цифр с верными контрольными числами',
  'validation.kpp': 'Введите КПП',
  'validation.ogrn': 'Введите корректный ОГРН: 13 цифр с верным контрольным числом',
  'validation.ogrnForeign': 'Введите номер записи об аккредитации (до 15 цифр)',
  'validation.ogrnip': 'Введите корректный ОГРНИП: 15 цифр с верным контрольным числом',
  'validation.searchTooShort': 'Поиск выполняется, если введено более 3 символов',
  'validation.postalIndex': 'Неверный индекс. формат ######',
  'validation.postalCodeCountry': 'Неверный почтовый индекс для выбранной страны',
  'validation.dashIfEmpty': 'Необходимо ввести символ «-», если поле остается пустым',
  'validation.country': 'Введите страну',
  'validation.region': 'Введите регион',
  'validation.phone': 'Введите корректный телефон',
  'validation.email': 'Введите корректный Еmail',
  'validation.website': 'Введите корректный website например www.example.ru',
  'validation.name': 'Введите Наименование',
  'validation.taxId': 'Введите Tax ID. Макс 25 знаков',
  'validation.index': 'Введите Индекс',
  'validation.city': 'Введите Город (Макс. 40 символов)',
  'validation.locality': 'Введите Населенный пункт (Макс. 64 симв.)',
  'validation.district': 'Введите Район (Макс. 64 симв.)',
  'validation.street': 'Введите Улица/Дом/Корпус/Номер помещения (Макс. 64 симв.)',
  'validation.accountLength20': 'Количество цифр должно быть равно 20',
  'validation.ibanLength': 'Количество цифр должно быть от 14 до 32',
  'validation.duplicateInn':
    'Контрагент с таким ИНН уже существует в системе. Свяжитесь со службой поддержки',
  'validation.duplicateTaxId': 'Контрагент с таким Tax ID уже существует в системе.',
  'validation.personalDataConsent':
    'Регистрация невозможна без согласия на обработку персональных данных: отметьте согласие.',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_RU;

export const VALIDATION_MESSAGES_EN: Record<ValidationMessageKey, string> = {
  'validation.innLegal': 'Enter a valid INN: 10 digits with a correct check digit',
  'validation.innIndividual': 'Enter a valid INN: 12 digits with correct check digits',
  'validation.kpp': 'Enter the KPP',
  'validation.ogrn': 'Enter a valid OGRN: 13 digits with a correct check digit',
  'validation.ogrnForeign': 'Enter the accreditation record number (up to 15 digits)',
  'validation.ogrnip': 'Enter a valid OGRNIP: 15 digits with a correct check digit',
  'validation.searchTooShort': 'Search starts when more than 3 characters are typed',
  'validation.postalIndex': 'Wrong postal code. Format ######',
  'validation.postalCodeCountry': 'The postal code does not match the chosen country',
  'validation.dashIfEmpty': 'Enter «-» if the field stays empty',
  'validation.country': 'Enter the country',
  'validation.region': 'Enter the region',
  'validation.phone': 'Enter a valid phone number',
  'validation.email': 'Enter a valid e-mail',
  'validation.website': 'Enter a valid website, for example www.example.ru',
  'validation.name': 'Enter the name',
  'validation.taxId': 'Enter the Tax ID. Max 25 characters',
  'validation.index': 'Enter the postal code',
  'validation.city': 'Enter the city (max 40 characters)',
  'validation.locality': 'Enter the locality (max 64 characters)',
  'validation.district': 'Enter the district (max 64 characters)',
  'validation.street': 'Enter street/house/building/room (max 64 characters)',
  'validation.accountLength20': 'The number must have exactly 20 digits',
  'validation.ibanLength': 'The number must have from 14 to 32 characters',
  'validation.duplicateInn': 'A counterparty with this INN already exists in the system. Contact support',
  'validation.duplicateTaxId': 'A counterparty with this Tax ID already exists in the system.',
  'validation.personalDataConsent':
    'Registration is not possible without consent to personal data processing: tick the consent.',
};
