import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * A screen that failed to open: the start-up configuration is missing, or (most often) a stale
 * chunk after a new release. Both are cured by a reload.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route failed', error);
  const startup = error instanceof Error && error.name === 'StartupError';
  return (
    <div className="startup-screen" role="alert">
      <h1>{t(startup ? 'startup.title' : 'routeError.title')}</h1>
      <p>{t(startup ? 'startup.text' : 'routeError.text')}</p>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
