import type { ContactValues } from '@shared/api/areas/profiles';
import { contactsSchema, type Contacts } from '@shared/validation/contacts';
import type { ValidationMessageKey } from '@shared/validation/messages';

/** The contacts a supplier edits; the tender phone and e-mail are edited elsewhere (02 §2.5 item 5). */
export interface ContactsDraft {
  phones: string[];
  emails: string[];
  websites: string[];
}
export type ContactList = keyof ContactsDraft;

export const draftOf = (values: ContactValues): ContactsDraft => ({
  // An empty list still shows one field to type into.
  phones: values.phones.length > 0 ? [...values.phones] : [''],
  emails: values.emails.length > 0 ? [...values.emails] : [''],
  websites: [...values.websites],
});

/** What is sent: the edited lists, and the tender contacts unchanged. */
export const contactsBody = (draft: ContactsDraft, values: ContactValues): Contacts => ({
  phones: draft.phones.map((p) => p.trim()),
  emails: draft.emails.map((e) => e.trim()),
  websites: draft.websites.map((w) => w.trim()),
  phonesForTender: values.phonesForTender,
  emailsForTender: values.emailsForTender,
});

/**
 * The contact rules of 02 §5 by the server's schema: keys `phones.0`, `emails.1`… for a wrong item,
 * `phones` / `emails` for an empty list.
 */
export function contactErrors(
  draft: ContactsDraft,
  values: ContactValues,
): Record<string, ValidationMessageKey> {
  const result = contactsSchema().safeParse(contactsBody(draft, values));
  if (result.success) return {};
  const errors: Record<string, ValidationMessageKey> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}
