import type { Language } from '@shared/constants/spec';
import { VALIDATION_MESSAGES_EN, VALIDATION_MESSAGES_RU } from '@shared/validation/messages';

/**
 * Texts the server sends to users (error payload `message`, per-field messages): the generic ones
 * here, each section's in its own messages module, which registers them when a function loads it (a
 * function carries only its sections' texts). The spec's Russian wording is kept verbatim.
 */
const ru = {
  ...VALIDATION_MESSAGES_RU,
  'error.unauthorized': 'Требуется вход в систему.',
  'error.forbidden': 'Доступ запрещён.',
  'error.mfaRequired':
    'Доступ запрещён: сотрудники работают в кабинете только после входа с кодом из приложения-аутентификатора. Выйдите и войдите снова.',
  'error.notFound': 'Не найдено.',
  'error.registrationRequired': 'Сначала завершите регистрацию контрагента.',
  'error.internal': 'Внутренняя ошибка сервера. Сообщите код запроса в службу поддержки.',
  'error.notImplemented': 'Раздел находится в разработке.',
  'error.validation': 'Проверьте правильность заполнения полей.',
  'error.badJson': 'Тело запроса не является корректным JSON.',
  'error.payloadTooLarge': 'Слишком большой запрос.',
  'error.conflict': 'Данные были изменены другим запросом. Обновите страницу.',
  'search.tooShort': 'Поиск выполняется от 3 символов.',
  'search.bik': 'БИК — от 3 до 9 цифр.',
  'file.wrongFormat': 'Файл не соответствует требованиям. Неверный формат. Допустимые форматы: {formats}.',
  'file.tooSmall': 'Файл не соответствует требованиям. Минимальный размер файла {n} байт',
  'file.tooLarge': 'Файл не соответствует требованиям. Максимальный размер файла {n} байт',
  'file.nameMissing': 'Файл не соответствует требованиям. У файла нет имени.',
  'file.nameTooLong': 'Файл не соответствует требованиям. Слишком длинное имя файла.',
  'file.failed': 'Не смог загрузить файл. Ошибка!',
  'file.notUploaded': 'Файл не был загружен. Повторите загрузку.',
  'file.alreadyConfirmed': 'Файл уже принят.',
  'agreement.consentRequired': 'Необходимо дать оба согласия.',
  'notice.notDismissable': 'Это уведомление нельзя скрыть: оно показывается, пока действует.',
  'section.technicalOutage':
    'Личный кабинет контрагента недоступен по техническим причинам. Работа будет восстановлена в ближайшее время. Приносим извинения за неудобства.',
} as const;

type GenericMessages = typeof ru;

/** Every key a server text may have: each section's messages module adds its own (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by the sections
export interface ServerMessages extends GenericMessages {}

export type MessageKey = keyof ServerMessages & string;

const en: Record<keyof GenericMessages, string> = {
  ...VALIDATION_MESSAGES_EN,
  'error.unauthorized': 'Sign-in required.',
  'error.forbidden': 'Access denied.',
  'error.mfaRequired':
    'Access denied: staff work in the cabinet only after signing in with a code from an authenticator app. Sign out and sign in again.',
  'error.notFound': 'Not found.',
  'error.registrationRequired': 'Complete the counterparty registration first.',
  'error.internal': 'Internal server error. Give the request id to support.',
  'error.notImplemented': 'This section is being prepared.',
  'error.validation': 'Check the fields.',
  'error.badJson': 'The request body is not valid JSON.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.conflict': 'The data was changed by another request. Reload the page.',
  'search.tooShort': 'Search starts from 3 characters.',
  'search.bik': 'A BIK is 3 to 9 digits.',
  'file.wrongFormat': 'The file does not meet the requirements. Wrong format. Allowed formats: {formats}.',
  'file.tooSmall': 'The file does not meet the requirements. Minimum file size is {n} bytes',
  'file.tooLarge': 'The file does not meet the requirements. Maximum file size is {n} bytes',
  'file.nameMissing': 'The file does not meet the requirements. The file has no name.',
  'file.nameTooLong': 'The file does not meet the requirements. The file name is too long.',
  'file.failed': 'Could not upload the file. Error!',
  'file.notUploaded': 'The file was not uploaded. Upload it again.',
  'file.alreadyConfirmed': 'The file has already been accepted.',
  'agreement.consentRequired': 'Both consents are required.',
  'notice.notDismissable': 'This notice cannot be hidden: it is shown while it is in force.',
  'section.technicalOutage':
    'The contractor cabinet is unavailable for technical reasons. It will be restored soon. We apologise for the inconvenience.',
};

const catalogues: Record<Language, Record<string, string>> = { ru: { ...ru }, en: { ...en } };

/** Adds a section's texts; its module calls this when it loads, beside its `ServerMessages` keys. */
export function registerMessages<K extends string>(
  ruTexts: Record<K, string>,
  enTexts: Record<K, string>,
): void {
  Object.assign(catalogues.ru, ruTexts);
  Object.assign(catalogues.en, enTexts);
}

export const isMessageKey = (key: string): key is MessageKey => key in catalogues.ru;

export function translate(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  // A key whose section was not loaded would be a bug: show the key rather than fail the answer.
  const text = catalogues[lang][key] ?? catalogues.ru[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
