import type { Language } from '@shared/constants/spec';
import { DOCUMENT_TYPES } from '../dictionaries/data/document-types';

/**
 * A document type's name in the caller's language (the dictionary's), or its code when unknown. A module
 * of its own: the readiness checklist and the reminders name types without loading the documents service.
 */
const TYPE_NAMES = new Map(DOCUMENT_TYPES.map(([code, ru, en]) => [code, { ru, en }]));
export const typeName = (code: string, lang: Language): string => TYPE_NAMES.get(code)?.[lang] ?? code;
