import ru from '../../shared/i18n/locales/ru/faq.json';
import en from '../../shared/i18n/locales/en/faq.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The FAQ's texts travel with its chunk. */
export const FAQ_NS = 'faq';
addFeatureNamespace(FAQ_NS, { ru, en });
