import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { retentionDeadline } from '@shared/api/areas/retention';
import { apiCall } from '../../shared/api/api-client';
import { formatDate } from '../../shared/i18n/dates';

/**
 * The 21 working days after registration (01 §9, 02 §9, 03 §9): a supplier who has not yet filled in
 * the questionnaire and the required documents sees by when, on every screen of the cabinet, until it has.
 */
export function RetentionDeadlineBanner() {
  const { t } = useTranslation();
  const deadline = useQuery({
    queryKey: [retentionDeadline.id],
    queryFn: ({ signal }) => apiCall(retentionDeadline, { signal }),
    staleTime: 5 * 60_000,
  });
  if (!deadline.data) return null;
  const date = formatDate(deadline.data.dueDate);
  const left = deadline.data.workingDaysLeft;
  return (
    <div className="retention-deadline" data-testid="retention-deadline">
      <Message
        severity={left <= 5 ? 'warn' : 'info'}
        text={left === 0 ? t('retention.deadlineToday', { date }) : t('retention.deadline', { date, left })}
      />
    </div>
  );
}
