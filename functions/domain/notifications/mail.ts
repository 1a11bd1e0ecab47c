import type { Language } from '@shared/constants/spec';
import { usersOf } from '../accounts/counterparties';
import { env } from '../../lib/env';
import { log } from '../../lib/logger';
import { translate } from '../../lib/messages';
import { mailingTypeOf, type MailingTypeCode } from './mailing-types';
import { notificationsRepository } from './notifications-repository';
import { queueEmail } from './outbox';
import './mail-messages';

/** A text in both languages of the cabinet; each reader gets its own. */
export interface LocalizedText {
  ru: string;
  en: string;
}

/** One e-mail about a counterparty, before it is addressed and framed. */
export interface Mail {
  readonly type: MailingTypeCode;
  readonly subject: LocalizedText;
  readonly text: LocalizedText;
  /** The cabinet page the e-mail is about (a path of the SPA, e.g. '/documents/status'). */
  readonly path: string;
  /**
   * Addresses chosen for this e-mail (a request's reply address, the questionnaire's e-mail);
   * otherwise every user of the counterparty at their login.
   */
  readonly to?: readonly string[];
}

/** Where an optional mailing is switched off: the «Рассылки» screen (01 §2.4), reached after sign-in. */
export const unsubscribeLink = (): string => `${env.SITE_URL}/notifications`;

/** The counterparty has not switched the mailing off (a type it never touched is on, as the screen shows it). */
async function wants(counterpartyId: string, type: MailingTypeCode): Promise<boolean> {
  const chosen = await notificationsRepository.getSubscription(counterpartyId, type);
  return chosen?.isActive ?? true;
}

function frame(mail: Mail, lang: Language, link: string): string {
  const type = mailingTypeOf(mail.type);
  const name = lang === 'en' ? type?.nameEn : type?.nameRu;
  const footer = type?.mandatory
    ? translate(lang, 'mail.mandatory', { name: name ?? mail.type })
    : translate(lang, 'mail.optional', { name: name ?? mail.type, unsubscribe: unsubscribeLink() });
  return [
    translate(lang, 'mail.greeting'),
    mail.text[lang],
    translate(lang, 'mail.link', { link }),
    `${footer}\n${translate(lang, 'mail.automatic')}`,
  ].join('\n\n');
}

/**
 * Sends an e-mail of a mailing type through the outbox: nothing when the type is optional and the
 * counterparty switched it off on «Рассылки»; otherwise one e-mail per address, in the language the
 * addressee chose in the cabinet (for an address that is no user's login, the language of the
 * counterparty's first user). Returns how many e-mails were queued.
 */
export async function sendMail(counterpartyId: string, mail: Mail, now: Date): Promise<number> {
  const type = mailingTypeOf(mail.type);
  if (!type) throw new Error(`Unknown mailing type ${mail.type}`);
  if (!type.mandatory && !(await wants(counterpartyId, mail.type))) {
    log('info', 'outbox: mailing switched off by the counterparty', { type: mail.type, counterpartyId });
    return 0;
  }
  const users = (await usersOf(counterpartyId)).filter((u) => !u.consentWithdrawnAt);
  const languageOf = new Map(users.map((u) => [u.login, u.language]));
  const fallback: Language = users[0]?.language ?? 'ru';
  const addresses = [
    ...new Set((mail.to ?? users.map((u) => u.login)).map((a) => a.trim().toLowerCase())),
  ].filter((a) => a.includes('@'));
  const link = `${env.SITE_URL}${mail.path}`;
  for (const to of addresses) {
    const language = languageOf.get(to) ?? fallback;
    await queueEmail(
      {
        to,
        subject: mail.subject[language],
        body: frame(mail, language, link),
        mailingType: mail.type,
        counterpartyId,
        language,
      },
      link,
      now,
    );
  }
  return addresses.length;
}
