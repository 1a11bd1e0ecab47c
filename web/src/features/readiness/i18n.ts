import ru from '../../shared/i18n/locales/ru/readiness.json';
import en from '../../shared/i18n/locales/en/readiness.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The readiness page's texts travel with its chunk. */
export const READINESS_NS = 'readiness';
addFeatureNamespace(READINESS_NS, { ru, en });
