import ru from '../../shared/i18n/locales/ru/documents.json';
import en from '../../shared/i18n/locales/en/documents.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The documents section's texts travel with its chunk. */
export const DOCUMENTS_NS = 'documents';
addFeatureNamespace(DOCUMENTS_NS, { ru, en });
