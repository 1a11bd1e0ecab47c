import { registerMessages } from '../../lib/messages';

/** The frame of every e-mail (functions/domain/notifications/mail.ts); the spec gives no wording of its own. */
export const MAIL_MESSAGES_RU = {
  'mail.greeting': 'Здравствуйте!',
  'mail.link': 'Открыть в личном кабинете контрагента: {link}',
  'mail.optional':
    'Вы получили это письмо, потому что подписаны на рассылку «{name}». Отписаться от неё можно на странице «Рассылки»: {unsubscribe}',
  'mail.mandatory': 'Это обязательное уведомление («{name}»): отключить его нельзя.',
  'mail.automatic': 'Это письмо отправлено автоматически, отвечать на него не нужно.',
  'mail.subject.DOCUMENT_REVIEW': 'Результат проверки документа № {publicId}',
  'mail.subject.PROFILE_CHANGES': 'Решение по заявке на изменение данных анкеты',
  'mail.subject.TENDER_ACCESS': 'Доступ в ИСУ Снабжение',
  'mail.subject.PBIOT_CHECK': 'Результат проверки ПБиОТ',
  'mail.mandatoryType': 'Это обязательная рассылка: отключить её нельзя.',
} as const;

const MAIL_MESSAGES_EN: Record<keyof typeof MAIL_MESSAGES_RU, string> = {
  'mail.greeting': 'Hello,',
  'mail.link': 'Open it in the contractor cabinet: {link}',
  'mail.optional':
    'You received this e-mail because you are subscribed to the mailing “{name}”. You can unsubscribe on the Mailings page: {unsubscribe}',
  'mail.mandatory': 'This is a mandatory notice (“{name}”): it cannot be switched off.',
  'mail.automatic': 'This e-mail was sent automatically; please do not reply to it.',
  'mail.subject.DOCUMENT_REVIEW': 'Review result of document No. {publicId}',
  'mail.subject.PROFILE_CHANGES': 'Decision on a request to change the questionnaire',
  'mail.subject.TENDER_ACCESS': 'Tender system access',
  'mail.subject.PBIOT_CHECK': 'Safety check result',
  'mail.mandatoryType': 'This is a mandatory mailing: it cannot be switched off.',
};

registerMessages(MAIL_MESSAGES_RU, MAIL_MESSAGES_EN);

type MailMessages = typeof MAIL_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends MailMessages {}
}
