import ru from '../../shared/i18n/locales/ru/admin.json';
import en from '../../shared/i18n/locales/en/admin.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The administrators' texts travel with their chunk. */
export const ADMIN_NS = 'admin';
addFeatureNamespace(ADMIN_NS, { ru, en });
