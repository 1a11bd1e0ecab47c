import type { DictionaryKind } from '@shared/constants/spec';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import type { DictionaryRow } from './dictionary-row';
import { DOCUMENT_TYPES } from './document-types';
import { ACCOUNTING_FORM_TYPES, COMPANY_TYPES, FAQ_TOPICS, TAX_TYPES } from './reference-lists';
import { RUSSIAN_REGIONS } from './russian-regions';

/** Every dictionary kind with its entries. */
export const DICTIONARIES: Record<DictionaryKind, readonly DictionaryRow[]> = {
  CURRENCY: CURRENCIES,
  DOCUMENT_TYPE: DOCUMENT_TYPES,
  COUNTRY: COUNTRIES,
  REGION: RUSSIAN_REGIONS,
  COMPANY_TYPE: COMPANY_TYPES,
  TAX_TYPE: TAX_TYPES,
  ACCOUNTING_FORM_TYPE: ACCOUNTING_FORM_TYPES,
  FAQ_TOPIC: FAQ_TOPICS,
};
