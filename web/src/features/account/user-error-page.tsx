import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../shared/hooks/use-sign-out';

/** /account/user-error: the current user could not be loaded (01 §2.11). */
export function UserErrorPage() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <section className="status-screen" data-testid="user-error">
      <i className="pi pi-exclamation-triangle status-icon" aria-hidden />
      <h1>{t('userError.text')}</h1>
      <div className="status-actions">
        <Link to="/" className="p-button p-component">
          {t('userError.home')}
        </Link>
        <Button label={t('userError.logout')} severity="secondary" outlined onClick={() => void signOut()} />
      </div>
    </section>
  );
}
