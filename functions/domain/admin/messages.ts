import { registerMessages } from '../../lib/messages';
/** The administrators' server texts (registered with functions/lib/messages.ts). */
export const ADMIN_MESSAGES_RU = {
  'admin.noCounterparty': 'У пользователя нет зарегистрированного контрагента.',
  'admin.moderationCleaned':
    'Администратор снял с модерации ваши запросы на изменение данных. Причина: {reason}',
  'admin.notServed': 'Это действие пока недоступно.',
} as const;

export const ADMIN_MESSAGES_EN: Record<keyof typeof ADMIN_MESSAGES_RU, string> = {
  'admin.noCounterparty': 'The user has no registered counterparty.',
  'admin.moderationCleaned':
    'An administrator withdrew your pending change requests from moderation. Reason: {reason}',
  'admin.notServed': 'This action is not available yet.',
};

registerMessages(ADMIN_MESSAGES_RU, ADMIN_MESSAGES_EN);

type AdminMessages = typeof ADMIN_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends AdminMessages {}
}
