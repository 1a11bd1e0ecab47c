import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import type { i18n as I18n } from '../shared/i18n/i18n';

/**
 * A screen that failed to open: the start-up configuration is missing, or (most often) a stale
 * chunk after a new release. Both are cured by a reload.
 *
 * It is part of the start-up bundle, which holds no i18next: the texts come from the instance the
 * start-up loader has already loaded (the import below then resolves from the module cache).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const [texts, setTexts] = useState<typeof I18n | null>(null);
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  useEffect(() => {
    let current = true;
    void import('../shared/i18n/i18n').then((loaded) => {
      if (current) setTexts(loaded.i18n);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!texts) return null;
  const t = (key: string) => texts.t(key);
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
