import ru from '../../shared/i18n/locales/ru/backoffice.json';
import en from '../../shared/i18n/locales/en/backoffice.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The back office's texts travel with its chunk. */
export const BACKOFFICE_NS = 'backoffice';
addFeatureNamespace(BACKOFFICE_NS, { ru, en });
