import { registerMessages } from '../../lib/messages';
/** The accounts context's server texts (registered with functions/lib/messages.ts). */
export const ACCOUNT_MESSAGES_RU = {
  'accounts.codeTaken': 'Код КССС {code} уже присвоен другому контрагенту.',
  'accounts.loginTaken': 'Логин {login} уже занят другим пользователем.',
  'consent.alreadyWithdrawn':
    'Согласие на обработку персональных данных уже отозвано, учётная запись закрыта.',
  'consent.accountClosed':
    'Учётная запись закрыта: согласие на обработку персональных данных отозвано. Данные удаляются по правилам хранения.',
} as const;

export const ACCOUNT_MESSAGES_EN: Record<keyof typeof ACCOUNT_MESSAGES_RU, string> = {
  'accounts.codeTaken': 'KSSS code {code} already belongs to another counterparty.',
  'accounts.loginTaken': 'Login {login} is already taken by another user.',
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
