import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { isNotImplemented } from '../../shared/api/api-error';
import { PageHeading } from '../../shared/ui/page-heading';
import { SectionPlaceholder } from '../../shared/ui/section-placeholder';
import { useChangeMailingSubscription, useMailingSubscriptions } from './mailing-subscriptions';
import './notifications.css';

/** /notifications, 'Рассылки' (01 §2.4): every mailing type with its switch. */
export function MailingsPage() {
  const { t } = useTranslation('notifications');
  const subscriptions = useMailingSubscriptions();
  const change = useChangeMailingSubscription();
  if (isNotImplemented(subscriptions.error)) return <SectionPlaceholder title={t('mailings.title')} />;

  const pendingType = change.isPending ? change.variables.type : null;
  return (
    <section className="page">
      <PageHeading title={t('mailings.title')} />
      <p className="page-intro">{t('mailings.intro')}</p>
      {subscriptions.isPending && <p className="muted">{t('mailings.loading')}</p>}
      {subscriptions.isError && <Message severity="warn" text={t('mailings.loadFailed')} />}
      {subscriptions.data?.length === 0 && <p className="muted">{t('mailings.empty')}</p>}
      {subscriptions.data && subscriptions.data.length > 0 && (
        <ul className="mailing-list" data-testid="mailing-list">
          {subscriptions.data.map((item) => {
            const checked = pendingType === item.type ? change.variables?.isActive === true : item.isActive;
            const inputId = `mailing-${item.type}`;
            return (
              <li key={item.type} className="mailing-item">
                <div className="mailing-text">
                  <label htmlFor={inputId} className="mailing-name">
                    {item.name}
                  </label>
                  <p className="mailing-description">{item.description}</p>
                  {item.isMandatory && <p className="mailing-mandatory">{t('mailings.mandatory')}</p>}
                </div>
                <InputSwitch
                  inputId={inputId}
                  checked={item.isMandatory || checked}
                  // A mandatory mailing (retention warnings) is sent regardless: its switch stays on.
                  disabled={item.isMandatory || pendingType === item.type}
                  onChange={(e) => change.mutate({ type: item.type, isActive: e.value })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
