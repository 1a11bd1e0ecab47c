import { fetchMFAPreference, updateMFAPreference } from 'aws-amplify/auth';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TotpSetup } from '../../shared/auth/totp-setup';

/**
 * 'Вход с кодом из приложения' in Профиль → Данные: a supplier turns TOTP on (the next sign-in asks for the
 * code) or off; staff see that it is on, and must keep it.
 */
export function TotpSection({ login, staff }: { login: string; staff: boolean }) {
  const { t } = useTranslation('account');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchMFAPreference().then(
      (preference) => live && setEnabled(preference.enabled?.includes('TOTP') ?? false),
      () => live && setEnabled(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const enabledNow = async () => {
    setSettingUp(false);
    setEnabled(true);
    setResult({ ok: true, key: 'data.totp.enabled' });
  };

  const disable = async () => {
    setBusy(true);
    setResult(null);
    try {
      await updateMFAPreference({ totp: 'DISABLED' });
      setEnabled(false);
      setResult({ ok: true, key: 'data.totp.disabled' });
    } catch {
      setResult({ ok: false, key: 'data.totp.failed' });
    } finally {
      setBusy(false);
    }
  };

  if (enabled === null) return null;
  return (
    <section data-testid="totp-section">
      <h2 className="dialog-subtitle">{t('data.totp.title')}</h2>
      {result && (
        <Message severity={result.ok ? 'success' : 'error'} text={t(result.key)} className="dialog-banner" />
      )}
      <p>{t(enabled ? 'data.totp.on' : 'data.totp.off')}</p>
      {staff && <p>{t('data.totp.staff')}</p>}
      {settingUp ? (
        <TotpSetup account={login} submitLabel={t('data.totp.enable')} onDone={enabledNow} />
      ) : (
        !staff && (
          <div className="form-actions">
            {enabled ? (
              <Button
                type="button"
                label={t('data.totp.disable')}
                severity="secondary"
                outlined
                loading={busy}
                onClick={disable}
              />
            ) : (
              <Button
                type="button"
                label={t('data.totp.enable')}
                onClick={() => {
                  setResult(null);
                  setSettingUp(true);
                }}
              />
            )}
          </div>
        )
      )}
    </section>
  );
}
