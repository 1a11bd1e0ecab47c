import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../shared/hooks/use-sign-out';
import { REGISTRATION_NS } from './i18n';
import './registration.css';

const KINDS = [
  { to: '/account/registration-legal', key: 'legal', icon: 'pi pi-building' },
  { to: '/account/registration-ind', key: 'individual', icon: 'pi pi-user' },
  { to: '/account/registration-no-resident', key: 'nonResident', icon: 'pi pi-globe' },
] as const;

/** /account/registration (02 §2.1): a NEW account chooses what kind of counterparty it registers. */
export function RegistrationChoicePage() {
  const { t } = useTranslation(REGISTRATION_NS);
  const signOut = useSignOut();
  return (
    <section className="registration-choice" data-testid="registration-choice">
      <h1>{t('choice.title')}</h1>
      <p className="registration-intro">{t('choice.intro')}</p>
      <div className="registration-kinds">
        {KINDS.map((kind) => (
          <Link key={kind.key} to={kind.to} className="registration-kind">
            <i className={kind.icon} aria-hidden />
            <span className="registration-kind-title">{t(`choice.${kind.key}.title`)}</span>
            <span className="registration-kind-text">{t(`choice.${kind.key}.text`)}</span>
          </Link>
        ))}
      </div>
      <div className="registration-footer">
        <Button
          label={t('actions.logout')}
          icon="pi pi-sign-out"
          severity="secondary"
          text
          onClick={() => void signOut()}
          data-testid="registration-logout"
        />
      </div>
    </section>
  );
}
