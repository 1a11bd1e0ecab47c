import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../shared/hooks/use-sign-out';
import { REGISTRATION_NS } from './i18n';

/** The type choice of 02 §2.1. */
const TYPE_CHOICE = '/account/registration';

/** The foot of a registration form: 'Назад' to the type choice, 'Выход', and the form's own action. */
export function RegistrationFooter({ children }: { children: ReactNode }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const signOut = useSignOut();
  return (
    <div className="registration-actions">
      <div className="registration-links">
        <Link
          to={TYPE_CHOICE}
          className="p-button p-button-text p-button-secondary"
          data-testid="registration-back"
        >
          <i className="pi pi-arrow-left" aria-hidden />
          <span className="p-button-label">{t('actions.back')}</span>
        </Link>
        <Button
          type="button"
          label={t('actions.logout')}
          icon="pi pi-sign-out"
          severity="secondary"
          text
          onClick={() => void signOut()}
          data-testid="registration-logout"
        />
      </div>
      {children}
    </div>
  );
}
