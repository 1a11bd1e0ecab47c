import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  READINESS_STEPS,
  type ReadinessItem,
  type ReadinessStep,
  type SupplierReadiness,
} from '@shared/api/areas/tenders';
import { PageHeading } from '../../shared/ui/page-heading';
import { periodLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { READINESS_NS } from './i18n';
import { useReadiness } from './readiness-queries';
import './readiness.css';
import { formatDate } from '../../shared/i18n/dates';

/**
 * /readiness, «Готовность к закупкам» (issue 21, beyond the spec): the six steps between the supplier and
 * full participation, each with what stands in its way, why, what to do, the screen that does it and the
 * deadline on the working-day calendar; an empty list says the supplier is ready.
 */
export function ReadinessPage() {
  const { t } = useTranslation(READINESS_NS);
  const readiness = useReadiness();
  return (
    <section className="page readiness-page" data-testid="readiness-page">
      <PageHeading title={t('title')} />
      <p className="readiness-intro">{t('intro')}</p>
      {readiness.isError && <Message severity="error" text={t('loadFailed')} />}
      {readiness.isPending && <div className="loading-bar" role="progressbar" aria-label="loading" />}
      {readiness.data && <Checklist readiness={readiness.data} />}
    </section>
  );
}

function Checklist({ readiness }: { readiness: SupplierReadiness }) {
  const { t } = useTranslation(READINESS_NS);
  if (readiness.ready) {
    return (
      <div className="readiness-ready" role="status" data-testid="readiness-ready">
        <i className="pi pi-check-circle" aria-hidden />
        <div>
          <h2>{t('ready.title')}</h2>
          <p>{t('ready.text')}</p>
        </div>
      </div>
    );
  }
  const byStep = (step: ReadinessStep) => readiness.items.filter((i) => i.step === step);
  const done = READINESS_STEPS.filter((step) => byStep(step).length === 0).length;
  return (
    <>
      <p className="readiness-progress" data-testid="readiness-progress">
        {t('progress', { done, total: READINESS_STEPS.length })}
      </p>
      <ol className="readiness-steps">
        {READINESS_STEPS.map((step) => (
          <Step key={step} step={step} items={byStep(step)} />
        ))}
      </ol>
    </>
  );
}

function Step({ step, items }: { step: ReadinessStep; items: ReadinessItem[] }) {
  const { t } = useTranslation(READINESS_NS);
  const done = items.length === 0;
  return (
    <li
      className={`readiness-step ${done ? 'readiness-step-done' : 'readiness-step-open'}`}
      data-testid={`readiness-step-${step}`}
      data-done={done}
    >
      <h2 className="readiness-step-title">
        <i className={done ? 'pi pi-check-circle' : 'pi pi-exclamation-circle'} aria-hidden />
        {t(`steps.${step}`)}
      </h2>
      {done ? (
        <p className="muted">{t('stepDone')}</p>
      ) : (
        <ul className="readiness-items">
          {items.map((item, i) => (
            <Item key={`${item.code}-${i}`} item={item} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Item({ item }: { item: ReadinessItem }) {
  const { t, i18n } = useTranslation(READINESS_NS);
  // A due return with a quarter is a VAT return (one quarter): named as every screen names it.
  const period =
    item.reportingYear === null
      ? ''
      : item.reportingQuarter !== null
        ? periodLabel(
            { kind: 'QUARTER', year: item.reportingYear, quarter: item.reportingQuarter },
            i18n.language as Language,
          )
        : t('period.year', { year: item.reportingYear });
  const params = {
    subject: item.subject ?? '',
    chapter: item.chapter ? t(`chapters.${item.chapter}`) : '',
    period,
  };
  const key = `items.${item.code}`;
  return (
    <li className="readiness-item" data-testid="readiness-item" data-code={item.code}>
      <h3>{t(`${key}.title`, params)}</h3>
      <dl className="readiness-facts">
        <dt>{t('why')}</dt>
        <dd>{t(`${key}.why`, params)}</dd>
        <dt>{t('todo')}</dt>
        <dd>{t(`${key}.todo`, params)}</dd>
        {item.deadline && (
          <>
            <dt>{t('deadline.label')}</dt>
            <dd data-testid="readiness-deadline">
              <Deadline date={item.deadline} left={item.workingDaysLeft ?? 0} />
            </dd>
          </>
        )}
      </dl>
      <Link to={item.link} className="p-button p-component p-button-sm readiness-action">
        {t(`${key}.action`)}
      </Link>
    </li>
  );
}

function Deadline({ date, left }: { date: string; left: number }) {
  const { t } = useTranslation(READINESS_NS);
  const shown = formatDate(date);
  if (left < 0) return <span className="readiness-overdue">{t('deadline.passed', { date: shown })}</span>;
  if (left === 0) return <span className="readiness-urgent">{t('deadline.today', { date: shown })}</span>;
  return <span>{t('deadline.left', { date: shown, count: left })}</span>;
}
