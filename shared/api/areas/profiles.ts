import { z } from 'zod';
import { endpoint } from '../endpoint';
import { notShown, idParam } from './common';

/** The questionnaire; its full shape is built with the questionnaire issue (02 §3). */
export const profileFormSchema = z.record(z.string(), z.unknown());
const contacts = z.object({
  phonesForTender: z.array(z.string().max(32)).max(20),
  phones: z.array(z.string().min(1).max(32)).max(20),
  emails: z.array(z.string().email().max(64)).max(20),
  emailsForTender: z.array(z.string().email().max(64)).max(20),
  websites: z.array(z.string().min(3).max(256)).max(20),
});
const postalAddress = z.object({
  index: z.string().length(6),
  countryCode: z.string().min(1).max(8),
  regionCode: z.string().min(1).max(16),
  city: z.string().min(1).max(40),
  locality: z.string().min(1).max(64),
  disctrict: z.string().min(1).max(64),
  street: z.string().min(1).max(64),
  building: z.string().min(1).max(32),
  block: z.string().max(32).optional(),
  room: z.string().max(32).optional(),
});
const bankAccountBody = z.object({
  id: z.string().optional(),
  bankId: z.string().min(1),
  accountNumber: z.string().max(34).optional(),
  isIBAN: z.boolean(),
  accountType: z.string().optional(),
  currencyId: z.string().min(1),
});

export const profileForm = endpoint({ id: 'profileForm', method: 'GET', path: '/api/profiles/form', fn: 'profiles', access: 'supplier', response: profileFormSchema, doc: '02' });
export const saveProfileContacts = endpoint({ id: 'saveProfileContacts', method: 'POST', path: '/api/profiles/save-profile-contacts', fn: 'profiles', access: 'supplier', body: contacts, response: notShown, doc: '02' });
export const requestKsssUpdateByEgrul = endpoint({ id: 'requestKsssUpdateByEgrul', method: 'POST', path: '/api/profiles/requestKsssToUpdateProfileByEgrul', fn: 'profiles', access: 'supplier', response: notShown, doc: '02' });
export const sendPostalAddressChangeRequest = endpoint({ id: 'sendPostalAddressChangeRequest', method: 'POST', path: '/api/profiles/sendPostalAddressChangeRequest', fn: 'profiles', access: 'supplier', body: postalAddress, response: notShown, doc: '02' });
export const saveBankAccount = endpoint({ id: 'saveBankAccount', method: 'POST', path: '/api/profiles/saveBankAccount', fn: 'profiles', access: 'supplier', body: bankAccountBody, response: notShown, doc: '02' });
export const deleteBankAccount = endpoint({ id: 'deleteBankAccount', method: 'POST', path: '/api/profiles/deleteBankAccount/{id}', fn: 'profiles', access: 'supplier', params: idParam, response: notShown, doc: '02' });
export const deleteBankAccountDocument = endpoint({ id: 'deleteBankAccountDocument', method: 'POST', path: '/api/profiles/deleteBankAccountDocument/{documentId}', fn: 'profiles', access: 'supplier', params: z.object({ documentId: z.string().min(1).max(64) }), response: notShown, doc: '02' });
export const resetBankAccountsChapter = endpoint({ id: 'resetBankAccountsChapter', method: 'POST', path: '/api/profiles/resetBankAccountsChapter', fn: 'profiles', access: 'supplier', response: notShown, doc: '02' });
export const sendBankAccountChangeRequest = endpoint({ id: 'sendBankAccountChangeRequest', method: 'POST', path: '/api/profiles/sendProfileBankAccountChangeRequest', fn: 'profiles', access: 'supplier', response: z.object({ description: z.string() }), doc: '02' });
