import { randomUUID } from 'node:crypto';
import type { ManagedNotice } from '@shared/api/areas/admin';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { portalNotices, publishPortalNotice, withdrawPortalNotice } from '../notifications/notices-service';
import { recordAudit as audited } from './audit-trail';

/**
 * The administrators' notices (01 §2.11): published, withdrawn and listed apart from the user actions
 * of admin-service, so the list the screen opens with loads neither the HTML sanitiser nor the Cognito client.
 */

/** The audit of portal-wide actions (notices) is kept under this key instead of a user's. */
export const PORTAL_AUDIT_KEY = 'portal';

export const listNotices = () => portalNotices();

/** POST /admin/notices: a section notice (or the portal's technical-work notice) for a time window. */
export async function publishNotice(
  caller: Caller,
  body: Omit<ManagedNotice, 'id'> & { reason: string },
): Promise<ManagedNotice> {
  const { reason, ...notice } = body;
  // Stored sanitised (01 §2.11: an HTML message); a message that was nothing but markup is no message.
  // The sanitiser (sanitize-html and its parsers) loads with the first notice published, not the list.
  const { sanitizeNoticeHtml } = await import('../notifications/notice-html');
  const textRu = sanitizeNoticeHtml(notice.textRu);
  const textEn = sanitizeNoticeHtml(notice.textEn);
  if (!textRu || !textEn) throw badRequest('error.validation');
  const published = await publishPortalNotice({ ...notice, textRu, textEn, id: `admin-${randomUUID()}` });
  await audited(PORTAL_AUDIT_KEY, caller, 'PUBLISH_NOTICE', reason, {
    before: null,
    after: `${published.section} ${published.type}: ${published.textRu}`,
  });
  return published;
}

/** POST /admin/notices/{id}/withdraw: the notice's window ends now. */
export async function withdrawNotice(caller: Caller, id: string, reason: string): Promise<ManagedNotice> {
  const withdrawn = await withdrawPortalNotice(id, clock.now());
  await audited(PORTAL_AUDIT_KEY, caller, 'WITHDRAW_NOTICE', reason, {
    before: `${withdrawn.section} ${withdrawn.type}: ${withdrawn.textRu}`,
    after: withdrawn.activeTo,
  });
  return withdrawn;
}
