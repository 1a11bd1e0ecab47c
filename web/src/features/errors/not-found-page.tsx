import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /404 and every unknown address (01 §2.11). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="status-screen" data-testid="not-found">
      <p className="status-code">{t('notFound.code')}</p>
      <h1>{t('notFound.text')}</h1>
      <Link to="/job-application" className="p-button p-component">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
