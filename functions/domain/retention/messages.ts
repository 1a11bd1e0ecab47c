import { registerMessages } from '../../lib/messages';
/**
 * Server texts of the retention rules (01 §9, 02 §9, 03 §9 business texts), registered with the
 * server catalogue (functions/lib/messages.ts).
 */
export const RETENTION_MESSAGES_RU = {
  'retention.reminder.incomplete':
    'Заполните анкету и загрузите обязательные документы до {date} (осталось рабочих дней: {left}). Иначе учётная запись контрагента будет удалена.',
  'retention.reminder.period':
    'Учётная запись контрагента будет удалена {date}: {why}. Чтобы сохранить её, обратитесь в службу поддержки.',
  'retention.why.INACTIVE': 'прошёл год без договоров и доступа к тендерам',
  'retention.why.ACTIVITY_ENDED': 'прошло 5 лет после последних договоров и доступа к тендерам',
  'retention.mail.subject': 'Удаление учётной записи в личном кабинете контрагента',
  'retention.postpone.notDue': 'Учётная запись не числится среди подлежащих удалению.',
  'retention.postpone.notLater': 'Новая дата удаления должна быть позже текущей ({date}).',
} as const;

const RETENTION_MESSAGES_EN: Record<keyof typeof RETENTION_MESSAGES_RU, string> = {
  'retention.reminder.incomplete':
    'Fill in the questionnaire and upload the required documents by {date} ({left} working days left). Otherwise the counterparty account will be deleted.',
  'retention.reminder.period':
    'The counterparty account will be deleted on {date}: {why}. To keep it, contact support.',
  'retention.why.INACTIVE': 'a year has passed without contracts or tender access',
  'retention.why.ACTIVITY_ENDED': '5 years have passed since the last contracts and tender access',
  'retention.mail.subject': 'Deletion of the account in the contractor cabinet',
  'retention.postpone.notDue': 'The account is not among those due for deletion.',
  'retention.postpone.notLater': 'The new deletion date must be later than the current one ({date}).',
};

registerMessages(RETENTION_MESSAGES_RU, RETENTION_MESSAGES_EN);

type RetentionMessages = typeof RETENTION_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends RetentionMessages {}
}
