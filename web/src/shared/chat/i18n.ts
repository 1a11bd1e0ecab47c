import ru from '../i18n/locales/ru/chat.json';
import en from '../i18n/locales/en/chat.json';
import { addFeatureNamespace } from '../i18n/feature-namespace';

/** Texts of the chat pieces: they load with the chat screens that use them. */
export const CHAT_NS = 'chat';
addFeatureNamespace(CHAT_NS, { ru, en });
