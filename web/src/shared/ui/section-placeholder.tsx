import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading';

/** A section the back end does not serve yet: its title and a plain statement, nothing pretended. */
export function SectionPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeading title={title} />
      <div className="placeholder" data-testid="section-placeholder">
        <i className="pi pi-wrench" aria-hidden />
        <p>{t('placeholder.beingPrepared')}</p>
      </div>
    </section>
  );
}
