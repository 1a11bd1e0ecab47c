import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { RiskComponentResult, RiskLine, RiskSource } from '@shared/api/areas/prequalification';
import { PageHeading } from '../../shared/ui/page-heading';
import { TIER_SEVERITY } from '../../shared/ui/risk-tier';
import { isModerator, useCurrentUser } from '../../shared/user/current-user';
import { BackToRiskList } from './back-to-risk-list';
import { RISK_NS } from './i18n';
import { formatDate, formatDateTime, formatNumber, sourceDateKey } from './risk-format';
import { useCounterpartyRisk } from './risk-queries';
import './risk.css';

/** The back-office screens each source is reviewed on (reviewers only: administrators see the name). */
const SOURCE_SCREENS: Partial<Record<RiskSource['kind'], string>> = {
  DOCUMENT: '/backoffice/documents',
  PBIOT_PACKAGE: '/backoffice/pbiot',
  TENDER_ACCESS: '/backoffice/tender-access',
};
const MONEY_FIGURES: ReadonlySet<RiskLine['figure']> = new Set([
  'REVENUE',
  'NET_PROFIT',
  'TAXABLE_PROFIT',
  'NET_ASSETS',
]);

/**
 * /backoffice/risk/:counterpartyId: the counterparty card. The stored profile (one read): the tier, each
 * component with every figure, the rule it was judged by, its points and the document it came from, and
 * the tier's history.
 */
export function RiskCardPage() {
  const { t, i18n } = useTranslation(RISK_NS);
  const { counterpartyId = '' } = useParams();
  const user = useCurrentUser();
  const reviewer = user ? isModerator(user) : false;
  const query = useCounterpartyRisk(counterpartyId);
  const lang = i18n.language;
  const p = query.data;

  const value = (line: RiskLine): string => {
    if (line.value === null) return t('value.none');
    if (typeof line.value === 'boolean') return t(line.value ? 'value.yes' : 'value.no');
    if (typeof line.value === 'number') {
      const n = formatNumber(line.value, lang);
      return MONEY_FIGURES.has(line.figure) ? `${n} ₽` : n;
    }
    if (line.figure === 'CERTIFICATE_DATE') return formatDate(line.value);
    return t(`value.${line.value}`, { defaultValue: line.value });
  };
  const ruleParams = (line: RiskLine) =>
    Object.fromEntries(
      Object.entries(line.params).map(([k, v]) => [
        k,
        typeof v === 'number' ? formatNumber(v, lang) : /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) : v,
      ]),
    );
  const source = (s: RiskSource | null) => {
    if (!s) return <span className="muted">{t('source.none')}</span>;
    const name =
      s.kind === 'DOCUMENT' && s.label
        ? t(`docType.${s.label}`, { defaultValue: s.label })
        : t(`source.${s.kind}`);
    const detail =
      s.kind === 'RISK_REGISTER'
        ? s.label
        : s.date
          ? t(`source.${sourceDateKey(s.date, new Date())}`, { date: formatDate(s.date) })
          : null;
    const screen = SOURCE_SCREENS[s.kind];
    return (
      <span className="risk-source" data-testid="risk-source">
        {reviewer && screen ? <Link to={screen}>{name}</Link> : <span>{name}</span>}
        {detail && <span className="muted small">{detail}</span>}
      </span>
    );
  };
  const component = (c: RiskComponentResult) => (
    <section
      key={c.component}
      className="risk-component risk-box"
      data-testid={`risk-component-${c.component}`}
    >
      <header className="risk-component-head">
        <h2>{t(`component.${c.component}`)}</h2>
        <span className="muted">
          {t('card.componentScore', { score: formatNumber(c.score, lang), weight: c.weight })}
        </span>
      </header>
      {c.lines.length === 0 ? (
        <p className="muted">{t('card.noLines')}</p>
      ) : (
        <div className="risk-scroll">
          <table className="risk-lines">
            <thead>
              <tr>
                <th>{t('card.figure')}</th>
                <th>{t('card.value')}</th>
                <th>{t('card.rule')}</th>
                <th>{t('card.points')}</th>
                <th>{t('card.source')}</th>
              </tr>
            </thead>
            <tbody>
              {c.lines.map((line) => (
                <tr
                  key={`${line.figure}-${line.year ?? ''}`}
                  className={line.points > 0 ? 'risk-line-failed' : undefined}
                  data-testid={`risk-line-${line.figure}${line.year ? `-${line.year}` : ''}`}
                >
                  <td data-label={t('card.figure')}>
                    {t(`figure.${line.figure}`, {
                      year: line.year,
                      ...ruleParams(line),
                      // The line of the form the figure is read from (2110, 2400, 1300…), when it has one.
                      line:
                        typeof line.params.line === 'string'
                          ? t('card.lineRef', { line: line.params.line })
                          : '',
                    })}
                  </td>
                  <td data-label={t('card.value')} className="risk-value">
                    {value(line)}
                  </td>
                  <td data-label={t('card.rule')}>{t(`rule.${line.rule}`, ruleParams(line))}</td>
                  <td data-label={t('card.points')} className="risk-points">
                    {line.points > 0 ? `+${formatNumber(line.points, lang)}` : '0'}
                  </td>
                  <td data-label={t('card.source')}>{source(line.source)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );

  return (
    <section className="page" data-testid="risk-card">
      <PageHeading title={p ? p.companyName : t('card.title')}>
        <BackToRiskList />
      </PageHeading>
      {query.isError && <Message severity="error" text={t('card.loadFailed')} />}
      {p && (
        <>
          <dl className="risk-summary risk-box">
            <div>
              <dt>{t('card.code')}</dt>
              <dd>{p.companyCode ?? t('value.none')}</dd>
            </div>
            <div>
              <dt>{t('card.tier')}</dt>
              <dd>
                <Tag value={t(`tier.${p.tier}`)} severity={TIER_SEVERITY[p.tier]} data-testid="risk-tier" />
              </dd>
            </div>
            <div>
              <dt>{t('card.score')}</dt>
              <dd data-testid="risk-score">{formatNumber(p.score, lang)}</dd>
            </div>
            <div>
              <dt>{t('card.version')}</dt>
              <dd data-testid="risk-version">{p.configVersion}</dd>
            </div>
            <div>
              <dt>{t('card.computed')}</dt>
              <dd>
                {formatDateTime(p.computedAt, lang)} · {t(`trigger.${p.trigger}`)}
              </dd>
            </div>
          </dl>
          <p className="muted small">{t('card.explain')}</p>
          {p.components.map(component)}
          <section className="risk-component risk-box" data-testid="risk-history">
            <h2>{t('history.title')}</h2>
            <div className="risk-scroll">
              <table className="risk-lines">
                <thead>
                  <tr>
                    <th>{t('history.at')}</th>
                    <th>{t('history.tier')}</th>
                    <th>{t('history.score')}</th>
                    <th>{t('history.version')}</th>
                    <th>{t('history.trigger')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.history.map((h) => (
                    <tr key={`${h.at}-${h.trigger}`}>
                      <td data-label={t('history.at')}>{formatDateTime(h.at, lang)}</td>
                      <td data-label={t('history.tier')}>
                        <Tag value={t(`tier.${h.tier}`)} severity={TIER_SEVERITY[h.tier]} />
                      </td>
                      <td data-label={t('history.score')}>{formatNumber(h.score, lang)}</td>
                      <td data-label={t('history.version')}>{h.configVersion}</td>
                      <td data-label={t('history.trigger')}>{t(`trigger.${h.trigger}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  );
}
