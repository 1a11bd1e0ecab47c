import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants/spec';

/** Key of the chosen interface language in localStorage (01 §1: the choice is kept in local storage). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    // Storage may be blocked (private mode, policies): the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits, but the interface still switches.
  }
}
