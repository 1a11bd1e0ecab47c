import { useTranslation } from 'react-i18next';
import {
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_RU,
  type ValidationMessageKey,
} from '@shared/validation/messages';

const isValidationKey = (key: string): key is ValidationMessageKey => key in VALIDATION_MESSAGES_RU;

/**
 * The words of a field rule (shared/validation) in the interface language: the same texts the
 * server answers, so a message reads the same whichever side caught the mistake.
 */
export function useValidationText(): (key: string) => string {
  const { i18n } = useTranslation();
  const messages = i18n.language === 'en' ? VALIDATION_MESSAGES_EN : VALIDATION_MESSAGES_RU;
  return (key) => (isValidationKey(key) ? messages[key] : key);
}
