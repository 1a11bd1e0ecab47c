import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { useSpec, useSubcontractorId } from './documents-queries';
import { EditingLimited } from '../../shared/ui/editing-limited';
import { DOCUMENTS_NS } from './i18n';
import { StatusTable } from './status-page';
import './documents.css';

/**
 * /subcontractor/{id} (03 §2, 02 §2.6): a supposed subcontractor of the supplier that has no cabinet,
 * its requisites and the documents the supplier filed for it. Adding is gated by the supplier's edit
 * flag, which stands in for the saved-data flag in this mode; another supplier's id is not found here.
 */
export function SubcontractorPage() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const id = useSubcontractorId();
  const spec = useSpec(id);
  if (!id || user?.accountType === 'NONRESIDENT' || spec.isError) return <Navigate to="/404" replace />;
  const party = spec.data?.subcontractor;
  const canSave = spec.data?.canSave ?? false;
  const requisites = party
    ? [
        [t('subcontractor.type'), t(`subcontractor.types.${party.type}`)],
        [t('subcontractor.inn'), party.inn],
        ...(party.kpp ? [[t('subcontractor.kpp'), party.kpp]] : []),
        [party.type === 'LEGAL' ? t('subcontractor.ogrn') : t('subcontractor.ogrnip'), party.ogrn],
      ]
    : [];

  return (
    <section className="page" data-testid="subcontractor-page">
      <Link to="/relationships" className="doc-back">
        <i className="pi pi-arrow-left" aria-hidden /> {t('subcontractor.back')}
      </Link>
      <PageHeading title={party?.name ?? t('subcontractor.title')} />
      {spec.data && !canSave && <EditingLimited className="doc-limited" />}
      <p className="page-intro">{t('subcontractor.intro')}</p>
      {party && (
        <dl className="doc-requisites" data-testid="subcontractor-requisites">
          {requisites.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {spec.isPending && <Message severity="info" text={t('subcontractor.loading')} />}
      <div className="doc-actions doc-actions-start">
        <Button
          label={t('add')}
          icon="pi pi-plus"
          disabled={!canSave}
          onClick={() => void navigate(`/subcontractor/${id}/documents/v2/create`)}
        />
        <Link to={`/documents/status/${id}`} className="doc-status-link">
          {t('toStatus')}
        </Link>
      </div>
      <h2 className="doc-subheading">{t('toStatus')}</h2>
      <StatusTable subcontractorId={id} />
    </section>
  );
}
