import { randomUUID } from 'node:crypto';
import type { TenderContactsAnswer } from '@shared/api/areas/profiles';
import { sameEmails, samePhones, type TenderContacts } from '@shared/validation/contacts';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { profilesRepository } from './profiles-repository';
import './messages';

/**
 * The tender phone and e-mail (02 §2.5 item 5): read-only in the questionnaire, edited under Профиль → Данные.
 * They are the account's own data, as the identity provider's account management held them, so a change takes
 * effect at once (no KSSS change request) and is recorded with who and when, before and after.
 */

/** GET /profiles/tender-contacts: the current values and every change, newest first (the caller's tenant only). */
export async function tenderContacts(tenant: Tenant): Promise<TenderContactsAnswer> {
  const [profile, changes] = await Promise.all([
    profilesRepository.get(tenant.counterpartyId),
    profilesRepository.listTenderContactChanges(tenant.counterpartyId),
  ]);
  if (!profile) throw notFound();
  return {
    phonesForTender: profile.contacts.phonesForTender,
    emailsForTender: profile.contacts.emailsForTender,
    history: changes.map(({ id, at, by, oldValue, newValue }) => ({ id, at, by, oldValue, newValue })),
  };
}

/**
 * PUT /profiles/tender-contacts: the body is already checked by the contacts rules (phones stripped of spaces,
 * brackets and hyphens). Saving the same values is refused, so the history holds only real changes; the
 * profile is written against the version read (a concurrent write is a 409, nothing is recorded).
 */
export async function saveTenderContacts(
  tenant: Tenant,
  caller: Caller,
  body: TenderContacts,
): Promise<TenderContactsAnswer> {
  const profile = await profilesRepository.get(tenant.counterpartyId);
  if (!profile) throw notFound();
  const { contacts } = profile;
  const next = {
    phonesForTender: body.phonesForTender,
    emailsForTender: body.emailsForTender.map((e) => e.trim()),
  };
  if (
    samePhones(next.phonesForTender, contacts.phonesForTender) &&
    sameEmails(next.emailsForTender, contacts.emailsForTender)
  ) {
    throw badRequest('profile.tenderContactsUnchanged');
  }
  await profilesRepository.update(tenant.counterpartyId, profile.version, {
    contacts: { ...contacts, ...next },
  });
  await profilesRepository.addTenderContactChange({
    counterpartyId: tenant.counterpartyId,
    at: clock.now().toISOString(),
    id: randomUUID(),
    by: caller.login,
    oldValue: { phonesForTender: contacts.phonesForTender, emailsForTender: contacts.emailsForTender },
    newValue: next,
  });
  return tenderContacts(tenant);
}
