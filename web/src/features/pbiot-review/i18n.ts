import ru from '../../shared/i18n/locales/ru/pbiot.json';
import en from '../../shared/i18n/locales/en/pbiot.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The reviewers' queue reads the safety section's texts (statuses, document names come from the server). */
export const PBIOT_NS = 'pbiot';
addFeatureNamespace(PBIOT_NS, { ru, en });
