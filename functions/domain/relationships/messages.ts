import { registerMessages } from '../../lib/messages';
/** The relationships section's server texts (registered with functions/lib/messages.ts). */
export const RELATIONSHIP_MESSAGES_RU = {
  'relationships.duplicate': 'Контрагент с таким ИНН уже добавлен.',
  'relationships.roleRequired': 'Укажите, субподрядчик это или производитель.',
  'relationships.kppRequired': 'Введите КПП',
  'relationships.notInRegister': 'Контрагент не найден в реестре.',
  'relationships.self': 'Нельзя добавить собственную организацию.',
  'relationships.pendingRemoval': 'Запись уже проверяется перед удалением или заменой.',
  'relationships.notNonResident': 'Заменить можно только нерезидента.',
  'relationships.hasCabinet': 'У контрагента уже есть личный кабинет.',
  'relationships.linkInvalid': 'Ссылка на регистрацию недействительна или устарела.',
  'relationships.removalRefused': 'Контрагента {name} нельзя удалить: он участвует в активном тендере.',
} as const;

export const RELATIONSHIP_MESSAGES_EN: Record<keyof typeof RELATIONSHIP_MESSAGES_RU, string> = {
  'relationships.duplicate': 'A counterparty with this INN has already been added.',
  'relationships.roleRequired': 'Say whether it is a subcontractor or a producer.',
  'relationships.kppRequired': 'Enter the KPP',
  'relationships.notInRegister': 'The counterparty was not found in the register.',
  'relationships.self': 'You cannot add your own organisation.',
  'relationships.pendingRemoval': 'The record is already being checked before removal or replacement.',
  'relationships.notNonResident': 'Only a non-resident can be replaced.',
  'relationships.hasCabinet': 'The counterparty already has a cabinet.',
  'relationships.linkInvalid': 'The registration link is invalid or has expired.',
  'relationships.removalRefused': 'Counterparty {name} cannot be removed: it takes part in an active tender.',
};

registerMessages(RELATIONSHIP_MESSAGES_RU, RELATIONSHIP_MESSAGES_EN);

type RelationshipMessages = typeof RELATIONSHIP_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends RelationshipMessages {}
}
