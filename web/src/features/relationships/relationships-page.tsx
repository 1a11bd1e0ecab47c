import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractorRow, LinkType } from '@shared/api/areas/relationships';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { useCurrentUser } from '../../shared/user/current-user';
import { PageHeading } from '../../shared/ui/page-heading';
import { AddResidentDialog } from './add-resident-dialog';
import { ContractorTable, type RowActions } from './contractor-table';
import { RELATIONSHIPS_NS } from './i18n';
import { NonResidentDialog } from './non-resident-dialog';
import {
  useCurrentList,
  useDeleteRow,
  useRegistrationLink,
  useSupposedList,
  type CurrentList,
} from './relationship-queries';
import './relationships.css';
import { formatDate } from '../../shared/i18n/dates';

const CURRENT_LISTS: CurrentList[] = ['GENERAL_CONTRACTOR', 'SUBCONTRACTOR', 'PRODUCER'];
const SUPPOSED_LISTS: LinkType[] = ['SUBCONTRACTOR', 'PRODUCER'];
type PartyKind = 'LEGAL' | 'INDIVIDUAL' | 'NONRESIDENT';

function usePaging() {
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState(DEFAULT_PAGE_SIZE);
  return {
    first,
    rows,
    pageNumber: Math.floor(first / rows) + 1,
    onPage: (f: number, r: number) => (setFirst(f), setRows(r)),
  };
}

function CurrentTable({ list }: { list: CurrentList }) {
  const paging = usePaging();
  const page = useCurrentList(list, paging.pageNumber, paging.rows);
  return (
    <ContractorTable
      testId={`rel-current-${list}`}
      page={page.data}
      loading={page.isFetching}
      first={paging.first}
      rows={paging.rows}
      onPage={paging.onPage}
    />
  );
}

function SupposedSection({
  type,
  actions,
  onAdd,
}: {
  type: LinkType;
  actions: Omit<RowActions, 'type'>;
  onAdd: () => void;
}) {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const paging = usePaging();
  const page = useSupposedList(type, paging.pageNumber, paging.rows);
  return (
    <section className="rel-section" data-testid={`rel-supposed-${type}`}>
      <div className="rel-section-head">
        <h3>{t(`lists.${type}`)}</h3>
        <Button
          label={t('add')}
          icon="pi pi-plus"
          size="small"
          disabled={!actions.canSave}
          onClick={onAdd}
          data-testid="rel-add"
        />
      </div>
      <ContractorTable
        testId={`rel-table-${type}`}
        page={page.data}
        loading={page.isFetching}
        first={paging.first}
        rows={paging.rows}
        onPage={paging.onPage}
        actions={{ ...actions, type }}
      />
    </section>
  );
}

/**
 * /relationships (02 §2.6): the current general contractors, subcontractors and producers by
 * contract (each list loaded when its tab opens), and the ones proposed for tenders with their
 * add, replace, delete and registration-link actions.
 */
export function RelationshipsPage() {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const user = useCurrentUser();
  const canSave = user?.hasSavedData ?? false;
  const [openCurrent, setOpenCurrent] = useState<number[]>([]);
  const [adding, setAdding] = useState<LinkType | null>(null);
  const [kind, setKind] = useState<PartyKind | null>(null);
  const [replacing, setReplacing] = useState<{ row: ContractorRow; type: LinkType } | null>(null);
  const [deleting, setDeleting] = useState<{ row: ContractorRow; type: LinkType } | null>(null);
  const [shared, setShared] = useState<{ link: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const remove = useDeleteRow();
  const link = useRegistrationLink();

  const actionsFor = (type: LinkType): Omit<RowActions, 'type'> => ({
    canSave,
    onLink: (row) => {
      setCopied(false);
      link.mutate(row.id, { onSuccess: setShared });
    },
    onReplace: (row) => setReplacing({ row, type }),
    onDelete: (row) => setDeleting({ row, type }),
  });
  const closeAdd = () => {
    setAdding(null);
    setKind(null);
  };

  return (
    <section className="page" data-testid="relationships">
      <PageHeading title={t('title')} />
      <Message severity="warn" text={t('warning')} className="rel-warning" />
      <Accordion multiple activeIndex={[0, 1]} className="rel-accordion">
        <AccordionTab header={t('current')}>
          <Accordion
            multiple
            activeIndex={openCurrent}
            onTabChange={(e) => setOpenCurrent(e.index as number[])}
          >
            {CURRENT_LISTS.map((list, index) => (
              <AccordionTab key={list} header={t(`lists.${list}`)}>
                {openCurrent.includes(index) && <CurrentTable list={list} />}
              </AccordionTab>
            ))}
          </Accordion>
        </AccordionTab>
        <AccordionTab header={t('supposed')}>
          {SUPPOSED_LISTS.map((type) => (
            <SupposedSection
              key={type}
              type={type}
              actions={actionsFor(type)}
              onAdd={() => setAdding(type)}
            />
          ))}
        </AccordionTab>
      </Accordion>
      <p className="muted rel-info">{t('info')}</p>

      {adding && !kind && (
        <Dialog
          visible
          header={t('chooseType.title')}
          onHide={closeAdd}
          style={{ width: 'min(420px, 100vw)' }}
          data-testid="rel-choose-type"
        >
          <div className="rel-kinds">
            {(['LEGAL', 'INDIVIDUAL', 'NONRESIDENT'] as const).map((k) => (
              <Button
                key={k}
                label={t(`chooseType.${k}`)}
                outlined
                onClick={() => setKind(k)}
                data-testid={`rel-kind-${k}`}
              />
            ))}
          </div>
        </Dialog>
      )}
      {adding && (kind === 'LEGAL' || kind === 'INDIVIDUAL') && (
        <AddResidentDialog kind={kind} link={adding} onClose={closeAdd} />
      )}
      {adding && kind === 'NONRESIDENT' && (
        <NonResidentDialog link={adding} replacing={null} onClose={closeAdd} />
      )}
      {replacing && (
        <NonResidentDialog
          link={replacing.type}
          replacing={replacing.row}
          onClose={() => setReplacing(null)}
        />
      )}

      <Dialog
        visible={deleting !== null}
        header={t('deleteTitle')}
        onHide={() => setDeleting(null)}
        style={{ width: 'min(460px, 100vw)' }}
        footer={
          <>
            <Button label={t('cancel')} severity="secondary" text onClick={() => setDeleting(null)} />
            <Button
              label={t('delete')}
              severity="danger"
              data-testid="rel-delete-confirm"
              onClick={() => {
                if (deleting) remove.mutate({ type: deleting.type, id: deleting.row.id });
                setDeleting(null);
              }}
            />
          </>
        }
        data-testid="rel-delete-dialog"
      >
        <p>{deleting ? t('deleteText', { name: deleting.row.name }) : ''}</p>
      </Dialog>

      <Dialog
        visible={shared !== null}
        header={t('link.title')}
        onHide={() => setShared(null)}
        style={{ width: 'min(560px, 100vw)' }}
        footer={<Button label={t('close')} onClick={() => setShared(null)} />}
        data-testid="rel-link-dialog"
      >
        {shared && (
          <>
            <p>{t('link.text', { date: formatDate(shared.expiresAt) })}</p>
            <div className="rel-link-row">
              <InputText
                value={shared.link}
                readOnly
                aria-label={t('link.title')}
                data-testid="rel-link-value"
              />
              <Button
                label={t('link.copy')}
                icon="pi pi-copy"
                onClick={() =>
                  void navigator.clipboard.writeText(shared.link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
                data-testid="rel-link-copy"
              />
            </div>
            {copied && <small className="form-hint">{t('link.copied')}</small>}
          </>
        )}
      </Dialog>
    </section>
  );
}
