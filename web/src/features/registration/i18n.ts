import ru from '../../shared/i18n/locales/ru/registration.json';
import en from '../../shared/i18n/locales/en/registration.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The texts of the registration screens travel with them, not with the start-up bundle. */
export const REGISTRATION_NS = 'registration';
addFeatureNamespace(REGISTRATION_NS, { ru, en });
