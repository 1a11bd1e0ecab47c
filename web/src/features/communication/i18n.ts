import ru from '../../shared/i18n/locales/ru/communication.json';
import en from '../../shared/i18n/locales/en/communication.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The Communications texts travel with its chunk. */
export const COMMUNICATION_NS = 'communication';
addFeatureNamespace(COMMUNICATION_NS, { ru, en });
