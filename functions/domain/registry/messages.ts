import { registerMessages } from '../../lib/messages';

/** Server texts of the state register port (ЕГРЮЛ/ЕГРИП through the party-lookup service). */
export const REGISTRY_MESSAGES_RU = {
  'registry.unavailable':
    'Государственный реестр (ЕГРЮЛ/ЕГРИП) сейчас не отвечает. Повторите попытку через несколько минут.',
  'registry.liquidated':
    'Организация ликвидирована по данным ЕГРЮЛ/ЕГРИП: регистрация ликвидированной организации невозможна.',
} as const;

export type RegistryMessageKey = keyof typeof REGISTRY_MESSAGES_RU;

export const REGISTRY_MESSAGES_EN: Record<RegistryMessageKey, string> = {
  'registry.unavailable':
    'The state register (EGRUL/EGRIP) is not answering right now. Try again in a few minutes.',
  'registry.liquidated':
    'The state register (EGRUL/EGRIP) lists this company as liquidated: a liquidated company cannot register.',
};

registerMessages(REGISTRY_MESSAGES_RU, REGISTRY_MESSAGES_EN);

type RegistryMessages = typeof REGISTRY_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends RegistryMessages {}
}
