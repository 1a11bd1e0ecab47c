import { LANGUAGES } from '@shared/constants/spec';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';

/** RU / EN: the interface language, kept for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language ? currentLanguage() : 'ru';
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={language === active ? 'active' : undefined}
          aria-pressed={language === active}
          onClick={() => void changeLanguage(language)}
          data-testid={`language-${language}`}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
