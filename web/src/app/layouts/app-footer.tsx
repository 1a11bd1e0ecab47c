import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The footer: the year, the FAQ link and the support hours. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <div className="container app-footer-inner">
        <span>
          © {new Date().getFullYear()} {t('portal')}
        </span>
        <Link to="/faq">{t('footer.faq')}</Link>
        <span className="app-footer-hours">{t('footer.hours')}</span>
      </div>
    </footer>
  );
}
