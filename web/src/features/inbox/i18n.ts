import ru from '../../shared/i18n/locales/ru/inbox.json';
import en from '../../shared/i18n/locales/en/inbox.json';
import { addFeatureNamespace } from '../../shared/i18n/feature-namespace';

/** The staff inbox's texts travel with its chunk. */
export const INBOX_NS = 'inbox';
addFeatureNamespace(INBOX_NS, { ru, en });
