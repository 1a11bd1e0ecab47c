import { registerMessages } from '../../lib/messages';

/**
 * The documents section's refusal of a caller without documents, apart from the section's other texts
 * (messages.ts, which loads these with them): the calendar's first call checks the caller and loads none of those.
 */
const ACCESS_MESSAGES_RU = {
  'documents.noAccess': 'Раздел документов недоступен для нерезидентов.',
} as const;

const ACCESS_MESSAGES_EN: Record<keyof typeof ACCESS_MESSAGES_RU, string> = {
  'documents.noAccess': 'The documents section is not available to non-residents.',
};

registerMessages(ACCESS_MESSAGES_RU, ACCESS_MESSAGES_EN);

type AccessMessages = typeof ACCESS_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends AccessMessages {}
}
