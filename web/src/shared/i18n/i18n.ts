import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants/spec';
import { isLanguage, storedLanguage, storeLanguage } from './language';
import ruCommon from './locales/ru/common.json';
import ruAuth from './locales/ru/auth.json';
import ruAccount from './locales/ru/account.json';
import ruNotifications from './locales/ru/notifications.json';
import ruSupport from './locales/ru/support.json';

/** The start-up namespaces in Russian, the default language, which every first screen needs. */
export const resources = {
  ru: {
    common: ruCommon,
    auth: ruAuth,
    account: ruAccount,
    notifications: ruNotifications,
    support: ruSupport,
  },
} as const;

/**
 * English is read when the user chooses it (or at start, when that was the stored choice) from a chunk
 * of its own (./english.ts): i18next switches once it is there, so no screen shows a key or half of each.
 * The sections' namespaces bring both languages with their chunks (feature-namespace.ts), so they are
 * never asked for here.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language !== 'en') return callback(new Error(`No texts to load for ${language}`), false);
    import('./english').then(
      ({ english }) =>
        namespace in english
          ? callback(null, english[namespace as keyof typeof english])
          : callback(new Error(`No English namespace ${namespace}`), false),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Resolves once the texts of the stored language are there: the start-up loader waits for it. */
export const textsLoaded: Promise<unknown> = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    ns: Object.keys(resources.ru),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

const applyToDocument = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** Sign-out returns the interface to the default language (01 §2.2). */
export const resetLanguage = (): Promise<void> => changeLanguage(DEFAULT_LANGUAGE);

export { i18n };
