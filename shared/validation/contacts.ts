import * as z from 'zod/mini';
import { error } from './text';
import { lazySchema } from '../lazy-schema';
import { NATIONAL_NUMBER_LENGTHS } from './phone-lengths';

/** Contact rules of 02 §5 and §9. */
export const PHONE_MAX = 32;
export const EMAIL_MAX = 64;
export const WEBSITE_MIN = 3;
export const WEBSITE_MAX = 256;
export const CONTACTS_MAX_ITEMS = 10;

/** Spaces, brackets and hyphens are typing aids; they are stripped before a phone is checked or sent. */
export const stripPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/** Two lists hold the same values in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);
/** The same phones, whatever typing aids they were written with. */
export const samePhones = (a: readonly string[], b: readonly string[]): boolean =>
  sameList(a.map(stripPhone), b.map(stripPhone));
/** The same e-mails, whatever their case and surrounding spaces. */
export const sameEmails = (a: readonly string[], b: readonly string[]): boolean =>
  sameList(
    a.map((e) => e.trim().toLowerCase()),
    b.map((e) => e.trim().toLowerCase()),
  );

/** The spec's mask for a Russian number (+7##########). */
const RUSSIAN_PHONE = /^\+7\d{10}$/;
/** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** Tender phones may also be written without the country code. */
const TENDER_PHONE = /^(\+7)?\d{10}$/;

/**
 * A contact phone in international format (02 §5 gives +7########## for Russia; a foreign supplier's phone
 * is not Russian): a +7 number by the spec's mask, any other an E.164 number of a length its country's
 * numbering plan allows (phone-lengths.ts, from Google's libphonenumber metadata).
 */
export function isInternationalPhone(stripped: string): boolean {
  if (stripped.startsWith('+7')) return RUSSIAN_PHONE.test(stripped);
  if (!E164.test(stripped)) return false;
  // Calling codes are prefix-free (1 to 3 digits): the first prefix the table knows is the code.
  for (const size of [1, 2, 3]) {
    const lengths = NATIONAL_NUMBER_LENGTHS[stripped.slice(1, 1 + size)];
    if (lengths) return lengths.includes(stripped.length - 1 - size);
  }
  return false;
}

export const isValidPhone = (phone: string): boolean =>
  phone.length <= PHONE_MAX && isInternationalPhone(stripPhone(phone));
export const isValidTenderPhone = (phone: string): boolean =>
  phone.length <= PHONE_MAX && TENDER_PHONE.test(stripPhone(phone));

const emailFormat = lazySchema(() => z.email());
export const isValidEmail = (email: string): boolean =>
  email.length >= 1 && email.length <= EMAIL_MAX && emailFormat().safeParse(email).success;

/** A domain name with an optional scheme, port and path: `www.example.ru`, `https://пример.рф/about`. */
const WEBSITE =
  /^(https?:\/\/)?([a-z0-9а-яё]([a-z0-9а-яё-]{0,61}[a-z0-9а-яё])?\.)+[a-zа-яё]{2,63}(:\d{1,5})?(\/\S*)?$/i;
export const isValidWebsite = (site: string): boolean =>
  site.length >= WEBSITE_MIN && site.length <= WEBSITE_MAX && WEBSITE.test(site);

export const phoneSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(PHONE_MAX, error('validation.phone'))),
      z.transform(stripPhone),
    ),
    z.string().check(z.refine(isInternationalPhone, error('validation.phone'))),
  ),
);
export const tenderPhoneSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(PHONE_MAX, error('validation.phone'))),
      z.transform(stripPhone),
    ),
    z.string().check(z.regex(TENDER_PHONE, error('validation.phone'))),
  ),
);
export const emailSchema = lazySchema(() =>
  z.string().check(z.trim(), z.refine(isValidEmail, error('validation.email'))),
);
export const websiteSchema = lazySchema(() =>
  z.string().check(z.trim(), z.refine(isValidWebsite, error('validation.website'))),
);

/** The contacts chapter as saved (02 §7 updateProfileForm). Tender contacts are read-only: sent back unchanged. */
export const contactsSchema = lazySchema(() =>
  z.object({
    phones: z
      .array(phoneSchema())
      .check(z.minLength(1, error('validation.phone')), z.maxLength(CONTACTS_MAX_ITEMS)),
    emails: z
      .array(emailSchema())
      .check(z.minLength(1, error('validation.email')), z.maxLength(CONTACTS_MAX_ITEMS)),
    websites: z._default(z.array(websiteSchema()).check(z.maxLength(CONTACTS_MAX_ITEMS)), []),
    phonesForTender: z.optional(z.array(tenderPhoneSchema()).check(z.maxLength(CONTACTS_MAX_ITEMS))),
    emailsForTender: z.optional(z.array(emailSchema()).check(z.maxLength(CONTACTS_MAX_ITEMS))),
  }),
);
export type Contacts = z.infer<ReturnType<typeof contactsSchema>>;

/**
 * The tender phone and e-mail (02 §2.5 item 5), edited under Профиль → Данные: at least one of each, the
 * tender phone rule (+7 and 10 digits, or 10 digits), the e-mail rule of the contacts.
 */
export const tenderContactsSchema = lazySchema(() =>
  z.object({
    phonesForTender: z
      .array(tenderPhoneSchema())
      .check(z.minLength(1, error('validation.phone')), z.maxLength(CONTACTS_MAX_ITEMS)),
    emailsForTender: z
      .array(emailSchema())
      .check(z.minLength(1, error('validation.email')), z.maxLength(CONTACTS_MAX_ITEMS)),
  }),
);
export type TenderContacts = z.infer<ReturnType<typeof tenderContactsSchema>>;
