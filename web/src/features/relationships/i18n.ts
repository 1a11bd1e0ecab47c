import ru from '../../shared/i18n/locales/ru/relationships.json';
import en from '../../shared/i18n/locales/en/relationships.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The relationships section's texts travel with its chunk. */
export const RELATIONSHIPS_NS = 'relationships';
addFeatureNamespace(RELATIONSHIPS_NS, { ru, en });
