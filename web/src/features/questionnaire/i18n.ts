import ru from '../../shared/i18n/locales/ru/questionnaire.json';
import en from '../../shared/i18n/locales/en/questionnaire.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The questionnaire's texts travel with its chunk. */
export const QUESTIONNAIRE_NS = 'questionnaire';
addFeatureNamespace(QUESTIONNAIRE_NS, { ru, en });
