import type { Language } from '@shared/constants/spec';
import { VALIDATION_MESSAGES_EN, VALIDATION_MESSAGES_RU } from '@shared/validation/messages';
import { PROFILE_MESSAGES_EN, PROFILE_MESSAGES_RU } from '../domain/profiles/messages';
import { DOCUMENT_MESSAGES_EN, DOCUMENT_MESSAGES_RU } from '../domain/documents/messages';
import { PBIOT_MESSAGES_EN, PBIOT_MESSAGES_RU } from '../domain/pbiot/messages';
import { TENDER_MESSAGES_EN, TENDER_MESSAGES_RU } from '../domain/tenders/messages';
import {
  COMMUNICATION_MESSAGES_EN,
  COMMUNICATION_MESSAGES_RU,
} from '../domain/communication/messages';
import { ADMIN_MESSAGES_EN, ADMIN_MESSAGES_RU } from '../domain/admin/messages';
import { RELATIONSHIP_MESSAGES_EN, RELATIONSHIP_MESSAGES_RU } from '../domain/relationships/messages';

/**
 * Texts the server sends to users (error payload `message`, per-field messages).
 * The Russian wording of the specification is kept verbatim where the spec gives it.
 */
const ru = {
  ...VALIDATION_MESSAGES_RU,
  ...PROFILE_MESSAGES_RU,
  ...DOCUMENT_MESSAGES_RU,
  ...PBIOT_MESSAGES_RU,
  ...TENDER_MESSAGES_RU,
  ...COMMUNICATION_MESSAGES_RU,
  ...ADMIN_MESSAGES_RU,
  ...RELATIONSHIP_MESSAGES_RU,
  'error.unauthorized': 'Требуется вход в систему.',
  'error.forbidden': 'Доступ запрещён.',
  'error.notFound': 'Не найдено.',
  'error.registrationRequired': 'Сначала завершите регистрацию контрагента.',
  'error.internal': 'Внутренняя ошибка сервера. Сообщите код запроса в службу поддержки.',
  'error.notImplemented': 'Раздел находится в разработке.',
  'error.validation': 'Проверьте правильность заполнения полей.',
  'error.badJson': 'Тело запроса не является корректным JSON.',
  'error.payloadTooLarge': 'Слишком большой запрос.',
  'error.conflict': 'Данные были изменены другим запросом. Обновите страницу.',
  'search.tooShort': 'Поиск выполняется от 3 символов.',
  'file.wrongFormat': 'Файл не соответствует требованиям. Неверный формат.',
  'file.tooSmall': 'Файл не соответствует требованиям. Минимальный размер файла {n} байт',
  'file.tooLarge': 'Файл не соответствует требованиям.',
  'file.failed': 'Не смог загрузить файл. Ошибка!',
  'file.notUploaded': 'Файл не был загружен. Повторите загрузку.',
  'file.alreadyConfirmed': 'Файл уже принят.',
  'agreement.consentRequired': 'Необходимо дать оба согласия.',
  'notice.notDismissable': 'Это уведомление нельзя скрыть: раздел недоступен, пока оно действует.',
  'section.technicalOutage':
    'Личный кабинет контрагента недоступен по техническим причинам. Работа будет восстановлена в ближайшее время. Приносим извинения за неудобства.',
} as const;

export type MessageKey = keyof typeof ru;

const en: Record<MessageKey, string> = {
  ...VALIDATION_MESSAGES_EN,
  ...PROFILE_MESSAGES_EN,
  ...DOCUMENT_MESSAGES_EN,
  ...PBIOT_MESSAGES_EN,
  ...TENDER_MESSAGES_EN,
  ...COMMUNICATION_MESSAGES_EN,
  ...ADMIN_MESSAGES_EN,
  ...RELATIONSHIP_MESSAGES_EN,
  'error.unauthorized': 'Sign-in required.',
  'error.forbidden': 'Access denied.',
  'error.notFound': 'Not found.',
  'error.registrationRequired': 'Complete the counterparty registration first.',
  'error.internal': 'Internal server error. Give the request id to support.',
  'error.notImplemented': 'This section is being prepared.',
  'error.validation': 'Check the fields.',
  'error.badJson': 'The request body is not valid JSON.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.conflict': 'The data was changed by another request. Reload the page.',
  'search.tooShort': 'Search starts from 3 characters.',
  'file.wrongFormat': 'The file does not meet the requirements. Wrong format.',
  'file.tooSmall': 'The file does not meet the requirements. Minimum file size is {n} bytes',
  'file.tooLarge': 'The file does not meet the requirements.',
  'file.failed': 'Could not upload the file. Error!',
  'file.notUploaded': 'The file was not uploaded. Upload it again.',
  'file.alreadyConfirmed': 'The file has already been accepted.',
  'agreement.consentRequired': 'Both consents are required.',
  'notice.notDismissable':
    'This notice cannot be dismissed: the section is unavailable while it is in force.',
  'section.technicalOutage':
    'The contractor cabinet is unavailable for technical reasons. It will be restored soon. We apologise for the inconvenience.',
};

const catalogues: Record<Language, Record<MessageKey, string>> = { ru, en };

export const isMessageKey = (key: string): key is MessageKey => key in ru;

export function translate(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}
