import ru from '../../shared/i18n/locales/ru/tender.json';
import en from '../../shared/i18n/locales/en/tender.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The tender page's texts travel with its chunk. */
export const TENDER_NS = 'tender';
addFeatureNamespace(TENDER_NS, { ru, en });
