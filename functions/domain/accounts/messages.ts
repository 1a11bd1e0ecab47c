import { registerMessages } from '../../lib/messages';

/** The accounts context's server texts: consents and the closed account (issue 18). */
export const ACCOUNT_MESSAGES_RU = {
  'consent.alreadyWithdrawn':
    'Согласие на обработку персональных данных уже отозвано, учётная запись закрыта.',
  'consent.accountClosed':
    'Учётная запись закрыта: согласие на обработку персональных данных отозвано. Данные удаляются по правилам хранения.',
} as const;

export const ACCOUNT_MESSAGES_EN: Record<keyof typeof ACCOUNT_MESSAGES_RU, string> = {
  'consent.alreadyWithdrawn':
    'The consent to personal data processing is already withdrawn; the account is closed.',
  'consent.accountClosed':
    'The account is closed: the consent to personal data processing was withdrawn. The data is removed under the retention rules.',
};

registerMessages(ACCOUNT_MESSAGES_RU, ACCOUNT_MESSAGES_EN);

type AccountMessages = typeof ACCOUNT_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends AccountMessages {}
}
