import ru from '../../shared/i18n/locales/ru/tender-access.json';
import en from '../../shared/i18n/locales/en/tender-access.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The back office's tender access texts travel with its chunk. */
export const TENDER_ACCESS_NS = 'tender-access';
addFeatureNamespace(TENDER_ACCESS_NS, { ru, en });
