import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DictionaryOption } from '@shared/api/areas/dictionaries';
import type { StopFactors, TenderInfo } from '@shared/api/areas/tenders';
import type { Language } from '@shared/constants/spec';
import { dictionaryQuery } from '../../shared/dictionaries/dictionary-entries';
import { ADD_DOCUMENTS, documentsHome } from '../../shared/config/documents-home';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { TENDER_NS } from './i18n';
import { downloadPayDoc, useAcceptTender, useStopFactors, useTenderInfo } from './tender-queries';
import './tender.css';
import { formatDate } from '../../shared/i18n/dates';

const show = (date: string | null): string => (date ? formatDate(date) : '');

/** The numbered rule text of each status (01 §2.5): BLOCKED 7, OPEN 8, TEMPORARY 9; PENDING has none. */
const RULE_TEXT = { BLOCKED: 'rules.text7', OPEN: 'rules.text8', TEMPORARY: 'rules.text9' } as const;

/**
 * /tender, 'Доступ в ИСУ Снабжение' (01 §2.5): the accept block until the licence is accepted; then the
 * status banner, the rule block with the payment document, and the stop factors.
 */
export function TenderPage() {
  const { t } = useTranslation(TENDER_NS);
  const info = useTenderInfo();
  const status = info.data?.accessStatus;
  const stop = useStopFactors(status !== undefined && status !== 'PENDING');

  return (
    <section className="page tender-page" data-testid="tender-page">
      <PageHeading title={t('title')} />
      {info.isError && <Message severity="error" text={t('loadFailed')} />}
      {info.isPending && <div className="loading-bar" role="progressbar" aria-label="loading" />}
      {info.data && status === 'NOT_CONFIRMED' && <AcceptBlock />}
      {info.data && status !== 'NOT_CONFIRMED' && (
        <>
          <StatusBanner info={info.data} />
          {status === 'BLOCKED' && <AcceptBlock acceptedAt={info.data.licenceAcceptedDate} />}
          {status !== 'PENDING' && <RuleBlock info={info.data} />}
        </>
      )}
      {stop.data && stop.data.factors.length > 0 && <StopFactorsBlock factors={stop.data} />}
    </section>
  );
}

/** The licence, its PDF, the checkbox and 'Подтвердить'; for BLOCKED the terms already accepted. */
function AcceptBlock({ acceptedAt }: { acceptedAt?: string | null }) {
  const { t, i18n } = useTranslation(TENDER_NS);
  const user = useCurrentUser();
  const accept = useAcceptTender();
  const [agreed, setAgreed] = useState(false);
  const accepted = Boolean(acceptedAt);
  const savedData = user?.hasSavedData ?? false;
  return (
    <div className="card tender-block" data-testid="tender-accept">
      <h2>{t('accept.title')}</h2>
      <p>{t('accept.text')}</p>
      <p>
        <a
          href={`/api/tenders/licence?lang=${i18n.language === 'en' ? 'en' : 'ru'}`}
          target="_blank"
          rel="noreferrer"
        >
          <i className="pi pi-file-pdf" aria-hidden /> {t('accept.licenceLink')}
        </a>
      </p>
      {accepted ? (
        <p className="muted">{t('accept.acceptedOn', { date: show(acceptedAt ?? null) })}</p>
      ) : (
        <>
          <div className="tender-check">
            <Checkbox
              inputId="tender-agree"
              checked={agreed}
              onChange={(e) => setAgreed(e.checked === true)}
            />
            <label htmlFor="tender-agree">{t('accept.checkbox')}</label>
          </div>
          {!savedData && <Message severity="warn" text={t('accept.needsSavedData')} />}
          <Button
            label={t('accept.confirm')}
            disabled={!agreed || !savedData}
            loading={accept.isPending}
            onClick={() => accept.mutate()}
            data-testid="tender-confirm"
          />
        </>
      )}
    </div>
  );
}

const BANNER_SEVERITY = { OPEN: 'success', TEMPORARY: 'info', BLOCKED: 'warn', PENDING: 'error' } as const;

function StatusBanner({ info }: { info: TenderInfo }) {
  const { t } = useTranslation(TENDER_NS);
  const status = info.accessStatus;
  if (status === 'NOT_CONFIRMED') return null;
  const dated = status === 'BLOCKED' ? t('banner.from', { date: show(info.blockedFrom) }) : '';
  const until =
    status === 'OPEN' || status === 'TEMPORARY' ? t('banner.until', { date: show(info.dateTo) }) : '';
  return (
    <div
      className={`tender-banner tender-banner-${BANNER_SEVERITY[status]}`}
      role="status"
      data-testid="tender-banner"
    >
      <div>
        <strong>{t(`banner.${status}`)}</strong> {until}
        {dated}
        {status === 'BLOCKED' && <p className="tender-banner-hint">{t('banner.blockedHint')}</p>}
        {status === 'PENDING' && <p className="tender-banner-hint">{t('banner.pendingHint')}</p>}
      </div>
      {(status === 'OPEN' || status === 'TEMPORARY') && info.tenderSystemUrl && (
        <a
          className="p-button p-component tender-go"
          href={info.tenderSystemUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('banner.goToSystem')}
        </a>
      )}
    </div>
  );
}

/**
 * Where a stop factor's action leads: the payment block, or the place the server names, except the documents
 * history while the stage does not display linked documents (03 §2: it is /404 then).
 */
function actionLink(factor: StopFactors['factors'][number]): string {
  if (factor.code === 'LIMIT_DATE') return '/tender#pay';
  if (factor.code === 'MISSING_DOCUMENTS' && documentsHome() === ADD_DOCUMENTS) return ADD_DOCUMENTS;
  return factor.clearedAt;
}

function useCurrencies() {
  const { i18n } = useTranslation();
  return useQuery(dictionaryQuery('CURRENCY', i18n.language as Language));
}

function RuleBlock({ info }: { info: TenderInfo }) {
  const { t } = useTranslation(TENDER_NS);
  const user = useCurrentUser();
  const nonResident = user?.accountType === 'NONRESIDENT';
  const currencies = useCurrencies();
  const [typed, setTyped] = useState<DictionaryOption | string>('');
  const [suggestions, setSuggestions] = useState<DictionaryOption[]>([]);
  const [downloading, setDownloading] = useState(false);
  const currency = typeof typed === 'object' ? typed : null;
  const valid = !nonResident || currency !== null;
  const status = info.accessStatus;
  if (status === 'NOT_CONFIRMED' || status === 'PENDING') return null;

  // Only the currencies the licensor accepts are offered (01 §2.5), named from the dictionary.
  const accepted = (currencies.data ?? []).filter((c) => info.paymentCurrencies.includes(c.code));
  const search = (query: string) => {
    const needle = query.trim().toLowerCase();
    setSuggestions(
      accepted.filter((c) => c.code.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle)),
    );
  };
  const download = () => {
    setDownloading(true);
    downloadPayDoc(nonResident ? (currency?.code ?? null) : null)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="card tender-block" data-testid="tender-rules" id="pay">
      <h2>{t('rules.title')}</h2>
      <p>{t(RULE_TEXT[status])}</p>
      <p>{nonResident ? t('rules.nonResident') : t('rules.resident', { code: info.paymentCode })}</p>
      {nonResident && (
        <div className="form-field tender-currency">
          <label htmlFor="tender-currency">{t('rules.currency')}</label>
          <AutoComplete
            inputId="tender-currency"
            value={typed}
            suggestions={suggestions}
            completeMethod={(e) => search(e.query)}
            field="name"
            itemTemplate={(c: DictionaryOption) => `${c.code} — ${c.name}`}
            onChange={(e) => setTyped(e.value as DictionaryOption | string)}
            placeholder={t('rules.currencyPlaceholder')}
            dropdown
            invalid={!valid && typed !== ''}
            data-testid="tender-currency"
          />
          {!valid && <small className="muted">{t('rules.currencyRequired')}</small>}
        </div>
      )}
      <div className="tender-actions">
        <Button
          label={nonResident ? t('rules.downloadDetails') : t('rules.download')}
          icon="pi pi-download"
          disabled={!valid}
          loading={downloading}
          onClick={download}
          data-testid="tender-download"
        />
        <Link to="/howpay" target="_blank" rel="noreferrer" className="tender-howpay">
          {t('rules.howpay')}
        </Link>
      </div>
    </div>
  );
}

function StopFactorsBlock({ factors }: { factors: StopFactors }) {
  const { t } = useTranslation(TENDER_NS);
  return (
    <div className="card tender-block tender-stop" data-testid="tender-stop-factors">
      <h2>{t('stop.title')}</h2>
      <ul>
        {factors.factors.map((factor, i) => (
          <li key={`${factor.code}-${i}`}>
            <p>
              {factor.code === 'LIMIT_DATE'
                ? t('stop.LIMIT_DATE', { date: show(factor.detail) })
                : t(`stop.${factor.code}`)}
            </p>
            {factor.code === 'RISK_INDICATOR' && factor.detail && (
              <p className="tender-indicator">{factor.detail}</p>
            )}
            {factor.code === 'RISK_INDICATOR' &&
              factors.blockingRiskIndicatorsList
                .filter((i) => i.text === factor.detail)
                .flatMap((i) => i.links)
                .map((link) => (
                  <a key={link.url} href={link.url} target="_blank" rel="noreferrer" className="tender-link">
                    {link.title}
                  </a>
                ))}
            <Link to={actionLink(factor)} className="tender-link">
              {t(`stop.${factor.code}_action`)} <i className="pi pi-arrow-right" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <p className="muted">
        <Trans
          t={t}
          i18nKey="stop.support"
          values={{ email: factors.supportEmail }}
          components={{ mail: <a href={`mailto:${factors.supportEmail}`} /> }}
        />
      </p>
    </div>
  );
}
