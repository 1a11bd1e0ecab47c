import { Button } from 'primereact/button';
import { riskSettingsChanges } from '@shared/api/risk-settings-changes';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RISK_COMPONENTS,
  RISK_RULES,
  riskSettingsSchema,
  type RiskConfig,
  type RiskSettings,
} from '@shared/api/areas/prequalification';
import { DecimalInput } from '../../shared/ui/decimal-input';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { BackToRiskList } from './back-to-risk-list';
import { RISK_NS } from './i18n';
import { formatDateTime } from './risk-format';
import { useRiskConfigVersions, useUpdateRiskConfig } from './risk-queries';
import './risk.css';

/** The form keeps every number as the text typed (DecimalInput's normalized value). */
type Draft = Record<string, string>;

const draftOf = (s: RiskSettings): Draft => ({
  ...Object.fromEntries(RISK_COMPONENTS.map((c) => [`weights.${c}`, String(s.weights[c])])),
  'thresholds.medium': String(s.thresholds.medium),
  'thresholds.high': String(s.thresholds.high),
  ...Object.fromEntries(RISK_RULES.map((r) => [`points.${r}`, String(s.points[r])])),
  certificateMaxAgeDays: String(s.certificateMaxAgeDays),
  frequencyLimit: String(s.frequencyLimit),
  hoursPerEmployee: String(s.hoursPerEmployee),
});

const settingsOf = (d: Draft) => {
  const n = (key: string) => Number(d[key] === '' ? NaN : d[key]);
  return riskSettingsSchema().safeParse({
    weights: Object.fromEntries(RISK_COMPONENTS.map((c) => [c, n(`weights.${c}`)])),
    thresholds: { medium: n('thresholds.medium'), high: n('thresholds.high') },
    points: Object.fromEntries(RISK_RULES.map((r) => [r, n(`points.${r}`)])),
    certificateMaxAgeDays: n('certificateMaxAgeDays'),
    frequencyLimit: n('frequencyLimit'),
    hoursPerEmployee: n('hoursPerEmployee'),
  });
};

/**
 * /backoffice/risk/config: the weights, thresholds and points the tiers are computed from. Administrators
 * save a new version with a reason (audited; every profile is recomputed); reviewers read it.
 */
export function RiskConfigPage() {
  const { t, i18n } = useTranslation(RISK_NS);
  const versions = useRiskConfigVersions();
  const current = versions.data?.[0];
  /** A setting's name as the form labels it. */
  const settingLabel = (path: string): string => {
    const [group, key] = path.split('.');
    if (group === 'weights') return `${t('config.weights')}: ${t(`component.${key}`)}`;
    if (group === 'thresholds') return t(`config.${key}`);
    if (group === 'points') return `${t('config.points')}: ${t(`ruleName.${key}`)}`;
    return t(`config.${path}`);
  };
  // Kept here: the saved version remounts the form with its own values.
  const [saved, setSaved] = useState<{ version: number; count: number } | null>(null);
  return (
    <section className="page" data-testid="risk-config">
      <PageHeading title={t('config.title')}>
        <BackToRiskList />
      </PageHeading>
      <p className="page-intro">{t('config.intro')}</p>
      {versions.isError && <Message severity="error" text={t('loadFailed')} />}
      {saved && (
        <Message
          severity="success"
          text={t('config.saved', { version: saved.version, count: saved.count })}
          data-testid="risk-config-saved"
        />
      )}
      {current && <ConfigForm key={current.version} current={current} onSaved={setSaved} />}
      {versions.data && (
        <section className="risk-component risk-box">
          <h2>{t('config.versions')}</h2>
          <ul className="plain-list" data-testid="risk-config-versions">
            {versions.data.map((v, i) => {
              // Newest first: the version below is the one this one replaced.
              const previous = versions.data[i + 1];
              const changes = previous ? riskSettingsChanges(previous.settings, v.settings) : [];
              return (
                <li key={v.version} data-testid={`risk-config-version-${v.version}`}>
                  {t('config.versionLine', {
                    version: v.version,
                    date: formatDateTime(v.changedAt, i18n.language),
                    // The first version is the system's defaults (risk-reads.ts): named in the reader's words.
                    by: v.changedBy === 'system' ? t('config.systemAuthor') : v.changedBy,
                    reason:
                      v.changedBy === 'system' && v.version === 1 ? t('config.initialReason') : v.reason,
                  })}
                  {changes.length > 0 && (
                    <ul className="plain-list risk-config-changes">
                      {changes.map((c) => (
                        <li key={c.path}>
                          {t('config.change', {
                            setting: settingLabel(c.path),
                            from: c.from ?? '—',
                            to: c.to ?? '—',
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </section>
  );
}

function ConfigForm({
  current,
  onSaved,
}: {
  current: RiskConfig;
  onSaved: (saved: { version: number; count: number }) => void;
}) {
  const { t } = useTranslation(RISK_NS);
  const user = useCurrentUser();
  const editable = user?.isAdmin ?? false;
  const [draft, setDraft] = useState<Draft>(() => draftOf(current.settings));
  const [reason, setReason] = useState('');
  const update = useUpdateRiskConfig();
  const parsed = settingsOf(draft);

  const field = (key: string, label: string, decimals = 0) => (
    <label key={key}>
      <span>{label}</span>
      <DecimalInput
        value={draft[key] ?? ''}
        onValueChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
        maxDecimals={decimals}
        disabled={!editable}
        data-testid={`risk-config-${key}`}
      />
    </label>
  );
  const save = () => {
    if (!parsed.success) return;
    update.mutate(
      { version: current.version, settings: parsed.data, reason: reason.trim() },
      { onSuccess: (r) => onSaved({ version: r.config.version, count: r.recomputed }) },
    );
  };

  return (
    <div className="risk-box">
      <p className="muted">{t('config.inForce', { version: current.version })}</p>
      {!editable && <Message severity="info" text={t('config.readOnly')} />}
      <h2 className="risk-config-title">{t('config.weights')}</h2>
      <div className="risk-config-grid">
        {RISK_COMPONENTS.map((c) => field(`weights.${c}`, t(`component.${c}`)))}
      </div>
      <h2 className="risk-config-title">{t('config.thresholds')}</h2>
      <div className="risk-config-grid">
        {field('thresholds.medium', t('config.medium'))}
        {field('thresholds.high', t('config.high'))}
      </div>
      <h2 className="risk-config-title">{t('config.points')}</h2>
      <div className="risk-config-grid">
        {RISK_RULES.map((r) => field(`points.${r}`, t(`ruleName.${r}`)))}
      </div>
      <h2 className="risk-config-title">{t('config.parameters')}</h2>
      <div className="risk-config-grid">
        {field('certificateMaxAgeDays', t('config.certificateMaxAgeDays'))}
        {field('frequencyLimit', t('config.frequencyLimit'), 2)}
        {field('hoursPerEmployee', t('config.hoursPerEmployee'))}
      </div>
      {editable && (
        <div className="risk-config-actions">
          <label htmlFor="risk-config-reason">{t('config.reason')}</label>
          <InputTextarea
            id="risk-config-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            maxLength={2000}
            data-testid="risk-config-reason"
          />
          {!parsed.success && <Message severity="warn" text={t('config.invalid')} />}
          <div>
            <Button
              label={t('config.save')}
              icon="pi pi-save"
              onClick={save}
              loading={update.isPending}
              disabled={!parsed.success || reason.trim() === ''}
              data-testid="risk-config-save"
            />
          </div>
        </div>
      )}
    </div>
  );
}
