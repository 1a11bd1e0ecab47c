import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../shared/ui/route-handle';

/** The browser tab title: the route title plus the portal name, or just the portal name (01 §2.1). */
export function PageTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const title = titleKey ? `${t(titleKey)} | ${t('portal')}` : t('portal');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
