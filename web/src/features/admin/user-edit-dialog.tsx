import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfileRow } from '@shared/api/areas/admin';
import { FormField } from '../../shared/ui/form-field';
import { useAdminAction, useUserAudit, type AdminActionInput } from './admin-queries';
import { ADMIN_NS } from './i18n';
import { UserPersonalData } from './user-personal-data';
import { auditValueText } from '../../shared/i18n/audit-values';
import { formatDateTime } from '../../shared/i18n/dates';
import { DateInput } from '../../shared/ui/date-input';

const DIGITS = /^\d+$/;

/** The confirmation each action asks (02 §4): 'Уверены?' for the first three, 'Продолжить?' for the others. */
const PROMPT: Record<AdminActionInput['kind'], 'sure' | 'proceed'> = {
  resend: 'sure',
  status: 'sure',
  moderation: 'sure',
  code: 'proceed',
  login: 'proceed',
  pbiot: 'proceed',
};

/**
 * The edit modal of one user (02 §2.7, §4, §5): every action needs a reason and a confirmation;
 * the history below shows who changed what, when and why (beyond the spec).
 */
export function UserEditDialog({ row, onClose }: { row: UserProfileRow; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const action = useAdminAction(row);
  const audit = useUserAudit(row.id);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [code, setCode] = useState('');
  const [login, setLogin] = useState('');
  const [until, setUntil] = useState('');
  const [confirming, setConfirming] = useState<AdminActionInput | null>(null);
  const [done, setDone] = useState(false);
  const reasonMissing = reason.trim().length === 0;
  const codeInvalid = code.length > 0 && !DIGITS.test(code);
  const blocked = reasonMissing || action.isPending;

  const ask = (input: AdminActionInput) => {
    setDone(false);
    setConfirming(input);
  };
  const confirm = () => {
    if (!confirming) return;
    const input = confirming;
    setConfirming(null);
    action.mutate({ reason: reason.trim(), input }, { onSuccess: () => setDone(true) });
  };

  return (
    <Dialog
      visible
      header={t('modal.title', { name: row.name ?? row.login })}
      onHide={onClose}
      className="admin-dialog"
      style={{ width: 'min(760px, 100vw)' }}
      breakpoints={{ '640px': '100vw' }}
      footer={<Button label={t('modal.close')} severity="secondary" text onClick={onClose} />}
      data-testid="user-edit-dialog"
    >
      <FormField
        id="admin-reason"
        label={t('modal.reason')}
        error={reasonTouched && reasonMissing ? t('modal.reasonRequired') : null}
        // Before the first input a neutral hint, not the error's words (issue 29).
        hint={reasonMissing && !reasonTouched ? t('modal.reasonHint') : undefined}
      >
        <InputTextarea
          id="admin-reason"
          value={reason}
          rows={2}
          autoResize
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setReasonTouched(true)}
          invalid={reasonTouched && reasonMissing}
          data-testid="admin-reason"
        />
      </FormField>
      <div className="admin-actions">
        <Button
          label={t('modal.resend')}
          outlined
          disabled={blocked}
          onClick={() => ask({ kind: 'resend' })}
        />
        <Button
          label={t('modal.updateStatus')}
          outlined
          disabled={blocked}
          onClick={() => ask({ kind: 'status' })}
        />
        <Button
          label={t('modal.cleanModeration')}
          outlined
          disabled={blocked || !row.code}
          onClick={() => ask({ kind: 'moderation' })}
        />
      </div>
      <div className="admin-field-action">
        <FormField
          id="admin-code"
          label={t('modal.newCode')}
          error={codeInvalid ? t('modal.codeDigits') : null}
        >
          <InputText
            id="admin-code"
            value={code}
            inputMode="numeric"
            onChange={(e) => setCode(e.target.value.trim())}
            invalid={codeInvalid}
            data-testid="admin-code"
          />
        </FormField>
        <Button
          label={t('modal.setCode')}
          disabled={blocked || !row.code || code.length === 0 || codeInvalid}
          onClick={() => ask({ kind: 'code', code })}
          data-testid="admin-set-code"
        />
      </div>
      <div className="admin-field-action">
        <FormField id="admin-login" label={t('modal.newLogin')}>
          <InputText
            id="admin-login"
            type="email"
            inputMode="email"
            value={login}
            onChange={(e) => setLogin(e.target.value.trim())}
            data-testid="admin-login"
          />
        </FormField>
        <Button
          label={t('modal.setLogin')}
          disabled={blocked || login.length === 0}
          onClick={() => ask({ kind: 'login', login })}
          data-testid="admin-set-login"
        />
      </div>
      <div className="admin-field-action">
        <FormField id="admin-pbiot" label={t('modal.pbiotUntil')}>
          <DateInput id="admin-pbiot" value={until} onChange={setUntil} testId="admin-pbiot-until" />
        </FormField>
        <Button
          label={t('modal.openPbiot')}
          disabled={blocked || !row.code || until.length === 0}
          onClick={() => ask({ kind: 'pbiot', until })}
        />
      </div>
      {done && <Message severity="success" text={t('modal.done')} data-testid="admin-done" />}
      <UserPersonalData id={row.id} hasCounterparty={row.code !== null} />
      <h3 className="admin-history-title">{t('modal.history')}</h3>
      {audit.data?.length ? (
        // A list, not a five-column table: in the dialog's width a table broke logins and words mid-word.
        <ul className="admin-history plain-list" data-testid="admin-history">
          {audit.data.map((entry) => (
            <li key={entry.id} className="admin-history-entry">
              <div className="admin-history-head">
                <strong>{t(`common:adminAction.${entry.action}`)}</strong>
                <span className="muted small">
                  {formatDateTime(entry.at)} · {entry.actor}
                </span>
              </div>
              <div>
                {auditValueText(t, entry.action, entry.before)} →{' '}
                {auditValueText(t, entry.action, entry.after)}
              </div>
              {entry.reason && (
                <div className="muted small">
                  {t('audit.reason')}: {entry.reason}
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('modal.noHistory')}</p>
      )}
      <Dialog
        visible={confirming !== null}
        header={confirming ? t(`modal.${PROMPT[confirming.kind]}`) : ''}
        onHide={() => setConfirming(null)}
        style={{ width: 'min(360px, 100vw)' }}
        footer={
          <>
            <Button label={t('modal.no')} severity="secondary" text onClick={() => setConfirming(null)} />
            <Button label={t('modal.yes')} onClick={confirm} autoFocus data-testid="admin-confirm" />
          </>
        }
        data-testid="admin-confirm-dialog"
      >
        <p>{confirming ? t(`modal.${PROMPT[confirming.kind]}`) : ''}</p>
      </Dialog>
    </Dialog>
  );
}
