import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { TabMenu } from 'primereact/tabmenu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { PbiotAccess, PbiotCurrent } from '@shared/api/areas/pbiot';
import { PageHeading } from '../../shared/ui/page-heading';
import { useDocumentChecks, markedCodes, type Checks } from './document-checks';
import { HistoryTable } from './history-table';
import { PBIOT_NS } from './i18n';
import { usePbiotAccess, usePbiotCurrent, useSendPackage } from './pbiot-queries';
import './pbiot.css';
import { formatDate } from '../../shared/i18n/dates';

const TABS = [
  { path: '/pbiot/incidents', key: 'tabs.incidents' },
  { path: '/pbiot/doc-pbiot', key: 'tabs.docPbiot' },
  { path: '/pbiot/doc-ep', key: 'tabs.docEp' },
  { path: '/pbiot/form', key: 'tabs.form' },
] as const;

/** What the tabs get from the layout (useOutletContext). */
export interface PbiotTabContext {
  current: PbiotCurrent;
  checks: Checks;
  setCheck: (code: string, value: boolean) => boolean;
  resetChecks: () => void;
  forced: boolean;
}

const headcountOf = (current: PbiotCurrent) => current.incidents.find((e) => e.code === 'q1')?.value ?? 0;
const dateOf = (iso: string) => formatDate(iso);

/** 03 §5: every marked document has a file and the incidents are filled in. */
export function readyToSend(current: PbiotCurrent, checks: Checks): boolean {
  const uploaded = new Set(current.docs.map((d) => d.code));
  return current.incidentsComplete && markedCodes(checks).every((code) => uploaded.has(code));
}

/**
 * /pbiot (03 §2): the header, the user info block, the access notice or the blocking reason, the warning
 * plate, the tabs and 'Отправить' (only with edit access) and the history of checks.
 */
export function PbiotLayout() {
  const { t } = useTranslation(PBIOT_NS);
  const access = usePbiotAccess();
  const editable = access.data?.hasAccess ?? false;
  const current = usePbiotCurrent(editable);
  // Kept here: once sent, the editor closes (the package blocks it) while the success dialog stays.
  const [sent, setSent] = useState(false);

  return (
    <section className="page pbiot" data-testid="pbiot">
      <PageHeading title={t('header')} />
      {access.isError && <Message severity="error" text={t('loadFailed')} />}
      {access.data && <UserInfo access={access.data} />}
      {access.data?.statusInfo.accessExpiresAfter && access.data.hasAccess && (
        <Message
          severity="info"
          data-testid="pbiot-access-until"
          text={t('accessUntil', { date: dateOf(access.data.statusInfo.accessExpiresAfter) })}
        />
      )}
      {access.data?.blockReason && (
        <Message severity="warn" data-testid="pbiot-block-reason" text={access.data.blockReason} />
      )}
      {editable && (
        <div className="pbiot-plate" role="note">
          <i className="pi pi-exclamation-triangle" aria-hidden /> {t('plate')}
        </div>
      )}
      {editable && current.data && access.data && (
        <Editor current={current.data} owner={access.data.company.code} onSent={() => setSent(true)} />
      )}
      <HistoryTable />
      <Dialog
        header={t('sentTitle')}
        visible={sent}
        onHide={() => setSent(false)}
        className="pbiot-dialog"
        breakpoints={{ '640px': '100vw' }}
      >
        <p>{t('sent')}</p>
      </Dialog>
    </section>
  );
}

function UserInfo({ access }: { access: PbiotAccess }) {
  const { t } = useTranslation(PBIOT_NS);
  return (
    <dl className="pbiot-user" data-testid="pbiot-user">
      <div>
        <dt>{t('user.company')}</dt>
        <dd>{access.company.name}</dd>
      </div>
      <div>
        <dt>{t('user.code')}</dt>
        <dd>{access.company.code}</dd>
      </div>
      {access.company.inn && (
        <div>
          <dt>{t('user.inn')}</dt>
          <dd>{access.company.inn}</dd>
        </div>
      )}
      <div>
        <dt>{t('user.login')}</dt>
        <dd>{access.login}</dd>
      </div>
    </dl>
  );
}

function Editor({ current, owner, onSent }: { current: PbiotCurrent; owner: string; onSent: () => void }) {
  const { t } = useTranslation(PBIOT_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const forced = headcountOf(current) > current.headcountThreshold;
  const { checks, set, reset } = useDocumentChecks(owner, forced);
  const send = useSendPackage(onSent);
  const ready = readyToSend(current, checks);
  const active = Math.max(
    0,
    TABS.findIndex((tab) => pathname.startsWith(tab.path)),
  );
  const context: PbiotTabContext = { current, checks, setCheck: set, resetChecks: reset, forced };

  return (
    <>
      <TabMenu
        model={TABS.map((tab) => ({ label: t(tab.key), command: () => void navigate(tab.path) }))}
        activeIndex={active}
        className="pbiot-tabs"
      />
      <div className="tab-body">
        <Outlet context={context} />
      </div>
      <div className="pbiot-send">
        {/* A disabled button shows no tooltip: the reason is written next to it. */}
        {!ready && <span className="muted small">{t('notReady')}</span>}
        {send.isError && <Message severity="error" text={t('sendFailed')} />}
        <Button
          label={t('send')}
          icon="pi pi-send"
          disabled={!ready || send.isPending}
          loading={send.isPending}
          onClick={() => send.mutate(markedCodes(checks))}
          data-testid="pbiot-send"
        />
      </div>
    </>
  );
}
