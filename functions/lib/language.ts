import { DEFAULT_LANGUAGE, type Language } from '@shared/constants/spec';

/** The caller's language from Accept-Language (01 §7): ru by default and as fallback. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}
