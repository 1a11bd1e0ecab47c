import dayjs from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retentionDueList, retentionPostpone, type RetentionCase } from '@shared/api/areas/retention';
import { apiCall } from '../../shared/api/api-client';
import { FormField } from '../../shared/ui/form-field';
import { ADMIN_NS } from './i18n';
import { formatDate } from '../../shared/i18n/dates';
import { DateInput } from '../../shared/ui/date-input';

const ruDate = (date: string) => formatDate(date);

/**
 * The accounts due for deletion under the retention rules (01 §9, 02 §9, 03 §9): counterparty, reason,
 * date, reminders sent; an administrator postpones one to a later date with a reason (audit trail).
 */
export function RetentionCases() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [retentionDueList.id],
    queryFn: ({ signal }) => apiCall(retentionDueList, { signal }),
    staleTime: 0,
  });
  const [editing, setEditing] = useState<RetentionCase | null>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const postpone = useMutation({
    mutationFn: (item: RetentionCase) =>
      apiCall(retentionPostpone, {
        params: { counterpartyId: item.counterpartyId },
        body: { until, reason },
      }),
    onSuccess: async () => {
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: [retentionDueList.id] });
    },
  });
  const open = (item: RetentionCase) => {
    setEditing(item);
    setUntil(dayjs(item.dueDate).add(30, 'day').format('YYYY-MM-DD'));
    setReason('');
    postpone.reset();
  };

  return (
    <section className="card retention-cases" data-testid="retention-cases">
      <h2>{t('retention.title')}</h2>
      <p className="page-intro">{t('retention.intro')}</p>
      <DataTable
        value={list.data ?? []}
        loading={list.isLoading}
        dataKey="counterpartyId"
        emptyMessage={t('retention.empty')}
        size="small"
      >
        <Column
          header={t('retention.columns.company')}
          body={(row: RetentionCase) => `${row.companyName} (${row.companyCode})`}
        />
        <Column
          header={t('retention.columns.reason')}
          body={(row: RetentionCase) => t(`retention.reasons.${row.reason}`)}
        />
        <Column header={t('retention.columns.dueDate')} body={(row: RetentionCase) => ruDate(row.dueDate)} />
        <Column
          header={t('retention.columns.reminders')}
          body={(row: RetentionCase) =>
            row.remindersSent.length === 0
              ? t('retention.remindersNone')
              : row.remindersSent.map((at) => formatDate(at)).join(', ')
          }
        />
        <Column
          header={t('retention.columns.postponed')}
          body={(row: RetentionCase) =>
            row.postponeReason ? `${ruDate(row.postponedUntil ?? row.dueDate)}: ${row.postponeReason}` : ''
          }
        />
        <Column
          body={(row: RetentionCase) =>
            row.reason === 'CONSENT_WITHDRAWN' ? null : (
              <Button label={t('retention.postpone')} size="small" outlined onClick={() => open(row)} />
            )
          }
        />
      </DataTable>
      <Dialog
        header={editing ? t('retention.postponeTitle', { company: editing.companyName }) : ''}
        visible={editing !== null}
        onHide={() => setEditing(null)}
        style={{ width: 'min(640px, 95vw)' }}
      >
        {editing && (
          <form
            className="form-grid"
            onSubmit={(e) => {
              e.preventDefault();
              postpone.mutate(editing);
            }}
          >
            <FormField label={t('retention.until')} id="retention-until">
              <DateInput id="retention-until" value={until} onChange={setUntil} />
            </FormField>
            <FormField label={t('retention.reason')} id="retention-reason">
              <InputTextarea
                id="retention-reason"
                value={reason}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
            {postpone.error && <p className="p-error">{postpone.error.message}</p>}
            <Button
              type="submit"
              label={t('retention.save')}
              disabled={reason.trim() === '' || until === ''}
              loading={postpone.isPending}
            />
          </form>
        )}
      </Dialog>
    </section>
  );
}
