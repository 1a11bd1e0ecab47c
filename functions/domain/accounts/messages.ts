import { registerMessages } from '../../lib/messages';
/** The accounts context's server texts (registered with functions/lib/messages.ts). */
export const ACCOUNT_MESSAGES_RU = {
  'accounts.codeTaken': 'Код КССС {code} уже присвоен другому контрагенту.',
  'accounts.loginTaken': 'Логин {login} уже занят другим пользователем.',
} as const;

export const ACCOUNT_MESSAGES_EN: Record<keyof typeof ACCOUNT_MESSAGES_RU, string> = {
  'accounts.codeTaken': 'KSSS code {code} already belongs to another counterparty.',
  'accounts.loginTaken': 'Login {login} is already taken by another user.',
};

registerMessages(ACCOUNT_MESSAGES_RU, ACCOUNT_MESSAGES_EN);

type AccountMessages = typeof ACCOUNT_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends AccountMessages {}
}
