import { useTranslation } from 'react-i18next';
import type { PublicDocument } from '../config/public-documents';

/** A link to a published document, or its name marked as not available yet. */
export function PublicDocumentLink({ document }: { document: PublicDocument }) {
  const { t } = useTranslation('support');
  if (!document.available) {
    return (
      <span className="document-unavailable">
        {t(document.titleKey)} <span className="muted small">({t('documents.notAvailable')})</span>
      </span>
    );
  }
  return (
    <a href={document.href} target="_blank" rel="noreferrer">
      {t(document.titleKey)}
    </a>
  );
}
