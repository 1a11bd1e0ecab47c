import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../shared/ui/page-heading';

const TABS = [
  { path: '/pbiot/incidents', key: 'pbiot.incidents' },
  { path: '/pbiot/doc-pbiot', key: 'pbiot.docPbiot' },
  { path: '/pbiot/doc-ep', key: 'pbiot.docEp' },
  { path: '/pbiot/form', key: 'pbiot.form' },
] as const;

/** /pbiot: the safety section's header and tabs (03); each tab is being prepared. */
export function PbiotLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = Math.max(
    0,
    TABS.findIndex((tab) => pathname.startsWith(tab.path)),
  );
  return (
    <section className="page">
      <PageHeading title={t('pbiot.header')} />
      <TabMenu
        model={TABS.map((tab) => ({ label: t(tab.key), command: () => void navigate(tab.path) }))}
        activeIndex={active}
      />
      <div className="tab-body">
        <Outlet />
      </div>
    </section>
  );
}

/** A tab of the safety section that is not built yet. */
export function PbiotTabPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="placeholder" data-testid="section-placeholder">
      <i className="pi pi-wrench" aria-hidden />
      <p>{t('placeholder.beingPrepared')}</p>
    </div>
  );
}
