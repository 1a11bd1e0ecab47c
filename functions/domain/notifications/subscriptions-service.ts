import type { MailingSubscription } from '@shared/api/areas/notifications';
import type { Language } from '@shared/constants/spec';
import { conflict, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { MAILING_TYPES, mailingTypeOf } from './mailing-types';
import { notificationsRepository as repo } from './notifications-repository';
import './mail-messages';

type MailingType = (typeof MAILING_TYPES)[number];

const toSubscription = (type: MailingType, isActive: boolean, lang: Language): MailingSubscription => ({
  type: type.type,
  name: lang === 'en' ? type.nameEn : type.nameRu,
  description: lang === 'en' ? type.descriptionEn : type.descriptionRu,
  // A mandatory mailing is always on, whatever was stored for it before it became mandatory.
  isActive: type.mandatory || isActive,
  isMandatory: type.mandatory,
});

/**
 * GET /notifications/get: every mailing type of the catalogue (the code's: it is what the mail
 * senders use); a counterparty is subscribed to an optional type unless it opted out.
 */
export async function mailingSubscriptions(tenant: Tenant, lang: Language): Promise<MailingSubscription[]> {
  const chosen = await repo.listSubscriptions(tenant.counterpartyId);
  const activeByType = new Map(chosen.map((s) => [s.type, s.isActive]));
  return MAILING_TYPES.map((t) => toSubscription(t, activeByType.get(t.type) ?? true, lang));
}

/** POST /notifications/changeActive: switches one optional type on or off over the version read. */
export async function changeMailingSubscription(
  tenant: Tenant,
  change: { type: string; isActive: boolean },
  lang: Language,
): Promise<MailingSubscription> {
  const type = mailingTypeOf(change.type);
  if (!type) throw notFound();
  if (type.mandatory) throw conflict('mail.mandatoryType');
  const current = await repo.getSubscription(tenant.counterpartyId, change.type);
  const saved = await repo.writeSubscription(
    tenant.counterpartyId,
    change.type,
    change.isActive,
    current?.version ?? null,
  );
  if (!saved) throw conflict('error.conflict');
  return toSubscription(type, saved.isActive, lang);
}
