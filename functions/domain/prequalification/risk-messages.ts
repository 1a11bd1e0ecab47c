import { registerMessages } from '../../lib/messages';

/** The risk profile's server texts (registered with functions/lib/messages.ts). */
export const RISK_MESSAGES_RU = {
  'risk.notComputed': 'Профиль риска контрагента ещё не рассчитан.',
  'risk.configChanged':
    'Конфигурацию риска изменили после того, как вы её открыли (версия {version}). Откройте её заново.',
} as const;

export const RISK_MESSAGES_EN: Record<keyof typeof RISK_MESSAGES_RU, string> = {
  'risk.notComputed': "The counterparty's risk profile has not been computed yet.",
  'risk.configChanged':
    'The risk configuration was changed after you opened it (version {version}). Open it again.',
};

registerMessages(RISK_MESSAGES_RU, RISK_MESSAGES_EN);

type RiskMessages = typeof RISK_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends RiskMessages {}
}
