import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { runtimeConfig } from './runtime-config';

/**
 * The support service's mailboxes the SPA names: the stage's (/config.json supportEmails) or, where it names
 * none, the one the server's texts fall back to, so the support modal, the moderation hint and the tender
 * stop factors always agree on where to write.
 */
export function supportMailboxes(): string[] {
  const { supportEmails } = runtimeConfig();
  return supportEmails.length > 0 ? supportEmails : [DEFAULT_SUPPORT_EMAIL];
}
