import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RISK_TIERS, type RiskProfileRow, type RiskTier } from '@shared/api/areas/prequalification';
import { BackofficeQueue } from '../../shared/ui/backoffice-queue';
import { PageHeading } from '../../shared/ui/page-heading';
import { TIER_SEVERITY } from '../../shared/ui/risk-tier';
import { RefreshButton } from '../../shared/ui/refresh-button';
import { RISK_NS } from './i18n';
import { formatDateTime, formatNumber } from './risk-format';
import { useRiskProfiles } from './risk-queries';
import './risk.css';

/**
 * /backoffice/risk (administrators and reviewers): the counterparties' computed risk profiles, riskiest
 * first, filtered by tier; a row opens the counterparty's card.
 */
export function RiskListPage() {
  const { t, i18n } = useTranslation(RISK_NS);
  const navigate = useNavigate();
  const [tier, setTier] = useState<RiskTier | 'ALL'>('ALL');
  const list = useRiskProfiles(tier === 'ALL' ? null : tier);
  const options = [
    { value: 'ALL' as const, label: t('all') },
    ...RISK_TIERS.map((value) => ({ value, label: t(`tier.${value}`) })),
  ];

  return (
    <section className="page" data-testid="risk-list">
      <PageHeading title={t('title')}>
        <Button
          label={t('config.link')}
          icon="pi pi-sliders-h"
          severity="secondary"
          outlined
          size="small"
          onClick={() => void navigate('/backoffice/risk/config')}
          data-testid="risk-config-link"
        />
        <RefreshButton label={t('refresh')} query={list} />
      </PageHeading>
      <p className="page-intro">{t('intro')}</p>
      <BackofficeQueue
        filter={{ value: tier, options, onChange: setTier, className: 'risk-filter', testId: 'risk-filter' }}
        query={list}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        dataKey="counterpartyId"
        testId="risk-table"
        striped
        scrollClassName="risk-scroll"
        open={{
          label: t('open'),
          onOpen: (r: RiskProfileRow) => void navigate(`/backoffice/risk/${r.counterpartyId}`),
        }}
      >
        <Column
          header={t('columns.company')}
          body={(r: RiskProfileRow) => (
            <div className="risk-company">
              <span>{r.companyName}</span>
              <span className="muted small">{r.companyCode}</span>
            </div>
          )}
        />
        <Column
          header={t('columns.tier')}
          body={(r: RiskProfileRow) => <Tag value={t(`tier.${r.tier}`)} severity={TIER_SEVERITY[r.tier]} />}
        />
        <Column
          header={t('columns.score')}
          body={(r: RiskProfileRow) => formatNumber(r.score, i18n.language)}
        />
        <Column header={t('columns.version')} body={(r: RiskProfileRow) => r.configVersion} />
        <Column
          header={t('columns.computed')}
          body={(r: RiskProfileRow) => formatDateTime(r.computedAt, i18n.language)}
        />
      </BackofficeQueue>
    </section>
  );
}
