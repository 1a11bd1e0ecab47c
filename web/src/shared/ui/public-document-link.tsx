import { useTranslation } from 'react-i18next';
import type { PublicDocument } from '../config/public-documents';

/** A link to a published document of the portal, opened in a new tab. */
export function PublicDocumentLink({ document }: { document: PublicDocument }) {
  const { t } = useTranslation('support');
  return (
    <a href={document.href} target="_blank" rel="noreferrer">
      {t(document.titleKey)}
    </a>
  );
}
