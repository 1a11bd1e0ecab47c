import type { PersonalDataPart } from '../../lib/personal-data';
import { notificationsRepository } from './notifications-repository';

/** The notifications the counterparty received. */
export async function exportNotifications(counterpartyId: string): Promise<PersonalDataPart> {
  return { data: await notificationsRepository.listNotifications(counterpartyId), files: [] };
}
