import type { MailingSubscription } from '@shared/api/areas/notifications';
import type { Language } from '@shared/constants/spec';
import { conflict, notFound } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { notificationsRepository as repo, type MailingType } from './notifications-repository';

const toSubscription = (type: MailingType, isActive: boolean, lang: Language): MailingSubscription => ({
  type: type.type,
  name: lang === 'en' ? type.nameEn : type.nameRu,
  description: lang === 'en' ? type.descriptionEn : type.descriptionRu,
  isActive,
});

/** GET /notifications/get: every mailing type of the catalogue; a counterparty is subscribed unless it opted out. */
export async function mailingSubscriptions(tenant: Tenant, lang: Language): Promise<MailingSubscription[]> {
  const [types, chosen] = await Promise.all([
    repo.listMailingTypes(),
    repo.listSubscriptions(tenant.counterpartyId),
  ]);
  const activeByType = new Map(chosen.map((s) => [s.type, s.isActive]));
  return types.map((t) => toSubscription(t, activeByType.get(t.type) ?? true, lang));
}

/** POST /notifications/changeActive: switches one type on or off over the version read. */
export async function changeMailingSubscription(
  tenant: Tenant,
  change: { type: string; isActive: boolean },
  lang: Language,
): Promise<MailingSubscription> {
  const type = await repo.getMailingType(change.type);
  if (!type) throw notFound();
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
