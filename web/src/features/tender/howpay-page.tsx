import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../../shared/config/runtime-config';
import { PageHeading } from '../../shared/ui/page-heading';
import { TENDER_NS } from './i18n';
import './tender.css';

/** /howpay (01 §2.1): how to pay for access; opens in a new tab, with or without a session. */
export function HowpayPage() {
  const { t } = useTranslation(TENDER_NS);
  const steps = t('howpay.steps', { returnObjects: true }) as string[];
  // The stage's tender documentation page (infra/stages/<stage>.ts tenderDocumentsUrl); without one, named only.
  const { tenderDocumentsUrl } = runtimeConfig();
  return (
    <section className="page tender-page" data-testid="howpay-page">
      <PageHeading title={t('howpay.title')} />
      <div className="card tender-block">
        <ol className="tender-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="muted" data-testid="howpay-documents">
          {tenderDocumentsUrl ? (
            <Trans
              t={t}
              i18nKey="howpay.documentsLink"
              components={{
                page: <a href={tenderDocumentsUrl} target="_blank" rel="noreferrer" />,
              }}
            />
          ) : (
            t('howpay.documents')
          )}
        </p>
        <Link to="/tender">{t('howpay.back')}</Link>
      </div>
    </section>
  );
}
