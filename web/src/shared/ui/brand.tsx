import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The portal's mark and name; the logo links to the questionnaire, the home page (01 §2.1). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/job-application" className="brand" aria-label={t('portal')}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="brand-logo" />
      <span className="brand-title">{t('portal')}</span>
    </Link>
  );
}
