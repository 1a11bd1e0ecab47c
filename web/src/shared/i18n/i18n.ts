import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants/spec';
import { isLanguage, storedLanguage, storeLanguage } from './language';
import ruCommon from './locales/ru/common.json';
import enCommon from './locales/en/common.json';
import ruAuth from './locales/ru/auth.json';
import enAuth from './locales/en/auth.json';
import ruAccount from './locales/ru/account.json';
import enAccount from './locales/en/account.json';
import ruNotifications from './locales/ru/notifications.json';
import enNotifications from './locales/en/notifications.json';
import ruSupport from './locales/ru/support.json';
import enSupport from './locales/en/support.json';

export const resources = {
  ru: {
    common: ruCommon,
    auth: ruAuth,
    account: ruAccount,
    notifications: ruNotifications,
    support: ruSupport,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    account: enAccount,
    notifications: enNotifications,
    support: enSupport,
  },
} as const;

void i18n.use(initReactI18next).init({
  resources,
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
