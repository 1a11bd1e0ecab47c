import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VALIDITY_MONTHS, packageStatusKey, PACKAGE_STATUS } from '@shared/constants/pbiot';
import { useCurrentUser } from '../../shared/user/current-user';
import { PBIOT_NS } from './i18n';
import { useDecidePackage, useReviewPackage, useTakePackage } from './review-queries';
import { DateInput } from '../../shared/ui/date-input';

/** Today plus the usual validity, as `YYYY-MM-DD` for the date input. */
function defaultValidity(): string {
  const date = new Date();
  date.setMonth(date.getMonth() + DEFAULT_VALIDITY_MONTHS);
  return date.toISOString().slice(0, 10);
}

/** One package: its incidents as sent, its frozen files, take and decide. */
export function PackageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(PBIOT_NS);
  const pkg = useReviewPackage(id);
  const user = useCurrentUser();
  const take = useTakePackage();
  const decide = useDecidePackage();
  const [approved, setApproved] = useState(true);
  const [comment, setComment] = useState('');
  const [validUntil, setValidUntil] = useState(defaultValidity);
  const data = pkg.data;
  const open = data ? (data.status & PACKAGE_STATUS.COMPLETED) === 0 : false;
  const mine = Boolean(data?.assignedTo) && data?.assignedTo === user?.login;

  return (
    <Dialog
      header={data ? `${data.companyName} · ${t(packageStatusKey(data.status))}` : ''}
      visible
      onHide={onClose}
      className="review-dialog"
      breakpoints={{ '640px': '100vw' }}
      data-testid="pbiot-package"
    >
      {pkg.isError && <Message severity="error" text={t('review.failed')} />}
      {data && (
        <div className="review-body">
          {data.warnings.map((w) => (
            <Message key={w.code} severity="warn" text={w.text} />
          ))}
          <h3>{t('review.incidents')}</h3>
          <dl className="review-incidents">
            {data.incidents.map((entry) => (
              <div key={entry.code}>
                <dt>{entry.name}</dt>
                <dd>
                  {entry.type === 0
                    ? entry.value
                    : entry.children.map((c) => `${c.name}: ${c.value ?? '—'}`).join('; ')}
                </dd>
              </div>
            ))}
          </dl>
          <h3>{t('review.files')}</h3>
          <ul className="review-files">
            {data.files.map((file) => (
              <li key={`${file.code}/${file.name}/${file.url}`}>
                <span className="muted small">{file.docName}</span>
                <a href={file.url} download={file.name} rel="noopener">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
          {data.comment && <Message severity="info" text={data.comment} />}
          {open && !data.assignedTo && (
            <Button
              label={t('review.take')}
              icon="pi pi-user-plus"
              loading={take.isPending}
              onClick={() => take.mutate(id)}
              data-testid="pbiot-take"
            />
          )}
          {open && mine && (
            <form
              className="review-decision"
              onSubmit={(event) => {
                event.preventDefault();
                decide.mutate(
                  { id, approved, comment: comment.trim(), ...(approved ? { validUntil } : {}) },
                  { onSuccess: onClose },
                );
              }}
            >
              <h3>{t('review.decision')}</h3>
              <div className="review-choice">
                <label>
                  <RadioButton
                    checked={approved}
                    onChange={() => setApproved(true)}
                    data-testid="pbiot-approve"
                  />{' '}
                  {t('review.approve')}
                </label>
                <label>
                  <RadioButton
                    checked={!approved}
                    onChange={() => setApproved(false)}
                    data-testid="pbiot-reject"
                  />{' '}
                  {t('review.reject')}
                </label>
              </div>
              <label className="review-field">
                <span>{t('review.comment')}</span>
                <InputTextarea
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  rows={3}
                  maxLength={2000}
                  required
                  data-testid="pbiot-comment"
                />
              </label>
              {approved && (
                <label className="review-field">
                  <span>{t('review.validUntil')}</span>
                  <DateInput
                    id="pbiot-valid-until"
                    value={validUntil}
                    onChange={setValidUntil}
                    required
                    testId="pbiot-valid-until"
                  />
                </label>
              )}
              {decide.isError && <Message severity="error" text={t('review.failed')} />}
              <Button
                type="submit"
                label={t('review.submit')}
                disabled={!comment.trim() || decide.isPending}
                loading={decide.isPending}
                data-testid="pbiot-decide"
              />
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
