import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from './route-handle';
import { SectionPlaceholder } from './section-placeholder';

/** The screen of a route whose section is not built yet: its title and "being prepared". */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return <SectionPlaceholder title={titleKey ? t(titleKey) : t('portal')} />;
}
