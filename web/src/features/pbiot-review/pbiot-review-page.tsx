import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES, type ReviewPackage, type ReviewState } from '@shared/api/areas/pbiot';
import { packageStatusKey } from '@shared/constants/pbiot';
import { BackofficeQueue } from '../../shared/ui/backoffice-queue';
import { PageHeading } from '../../shared/ui/page-heading';
import { PBIOT_NS } from './i18n';
import { PackageDialog } from './package-dialog';
import { useReviewQueue } from './review-queries';
import './pbiot-review.css';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { formatDateTime } from '../../shared/i18n/dates';

/** /backoffice/pbiot (moderator group): the safety packages waiting for a check, and the completed ones. */
export function PbiotReviewPage() {
  const { t } = useTranslation(PBIOT_NS);
  const [state, setState] = useState<ReviewState>('OPEN');
  const [opened, setOpened] = useState<string | null>(null);
  const queue = useReviewQueue(state);
  return (
    <section className="page" data-testid="pbiot-review">
      <PageHeading title={t('review.title')}>
        <RefreshButton label={t('review.refresh')} query={queue} />
      </PageHeading>
      <p className="page-intro">{t('review.intro')}</p>
      <BackofficeQueue
        filter={{
          value: state,
          options: REVIEW_STATES.map((value) => ({ value, label: t(`review.state.${value}`) })),
          onChange: setState,
          className: 'review-filter',
        }}
        query={queue}
        loadFailed={t('review.failed')}
        empty={t('review.empty')}
        testId="pbiot-review-table"
        open={{ label: t('review.open'), onOpen: (r: ReviewPackage) => setOpened(r.id) }}
        scrollClassName="review-scroll"
      >
        <Column header={t('review.sendDate')} body={(r: ReviewPackage) => formatDateTime(r.sendDate)} />
        <Column
          header={t('review.company')}
          body={(r: ReviewPackage) => (
            <div className="review-company">
              <span>{r.companyName}</span>
              <span className="muted small">{r.companyCode}</span>
            </div>
          )}
        />
        <Column header={t('review.status')} body={(r: ReviewPackage) => t(packageStatusKey(r.status))} />
        <Column header={t('review.assignedTo')} body={(r: ReviewPackage) => r.assignedTo ?? ''} />
      </BackofficeQueue>
      {opened && <PackageDialog id={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
