import { describe, expect, it } from 'vitest';
import { contactErrors, contactsBody, draftOf } from './contacts-form';

const values = {
  phones: ['+74951234567'],
  emails: ['supply@neft.ru'],
  websites: [],
  phonesForTender: ['4951234567'],
  emailsForTender: ['tender@neft.ru'],
};

describe('contacts form (02 §5)', () => {
  it('offers one empty field where a list is empty, and sends tender contacts unchanged', () => {
    const draft = draftOf({ ...values, phones: [] });
    expect(draft.phones).toEqual(['']);
    expect(contactsBody({ ...draft, phones: ['+74959876543'] }, values)).toMatchObject({
      phones: ['+74959876543'],
      phonesForTender: ['4951234567'],
      emailsForTender: ['tender@neft.ru'],
    });
  });

  it('accepts valid contacts', () => {
    expect(contactErrors(draftOf(values), values)).toEqual({});
  });

  it('names the wrong phone, e-mail and website with the specification’s messages', () => {
    const errors = contactErrors(
      { phones: ['+7495123'], emails: ['supply@', 'ok@neft.ru'], websites: ['not a site'] },
      values,
    );
    expect(errors).toEqual({
      'phones.0': 'validation.phone',
      'emails.0': 'validation.email',
      'websites.0': 'validation.website',
    });
  });

  it('needs at least one phone and one e-mail', () => {
    expect(contactErrors({ phones: [], emails: [], websites: [] }, values)).toEqual({
      phones: 'validation.phone',
      emails: 'validation.email',
    });
  });
});
