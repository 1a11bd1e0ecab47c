import { registerMessages } from '../../lib/messages';

/** The personal-data export's server texts (issue 18). */
export const PERSONAL_DATA_MESSAGES_RU = {
  'personalData.exportReady':
    'Архив с вашими данными готов. Скачайте его в разделе Профиль → Мои данные до {until}.',
  'personalData.exportPending': 'Архив с данными уже готовится. Дождитесь уведомления о готовности.',
  'personalData.exportNotReady': 'Архив ещё не готов или срок его хранения истёк. Запросите новый.',
} as const;

export const PERSONAL_DATA_MESSAGES_EN: Record<keyof typeof PERSONAL_DATA_MESSAGES_RU, string> = {
  'personalData.exportReady':
    'The archive of your data is ready. Download it under Profile → My data before {until}.',
  'personalData.exportPending':
    'An archive of the data is already being prepared. Wait for the notification.',
  'personalData.exportNotReady': 'The archive is not ready yet or has expired. Request a new one.',
};

registerMessages(PERSONAL_DATA_MESSAGES_RU, PERSONAL_DATA_MESSAGES_EN);

type PersonalDataMessages = typeof PERSONAL_DATA_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends PersonalDataMessages {}
}
