import ru from '../../shared/i18n/locales/ru/risk.json';
import en from '../../shared/i18n/locales/en/risk.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The risk profile's texts travel with their chunk. */
export const RISK_NS = 'risk';
addFeatureNamespace(RISK_NS, { ru, en });
