import { profilesRepository } from './profiles-repository';

/** The questionnaire's e-mail addresses, for other sections (Communications offers them for replies). */
export async function profileEmails(
  counterpartyId: string,
): Promise<{ emails: string[]; emailsForTender: string[] }> {
  const profile = await profilesRepository.get(counterpartyId);
  return {
    emails: profile?.contacts.emails ?? [],
    emailsForTender: profile?.contacts.emailsForTender ?? [],
  };
}
