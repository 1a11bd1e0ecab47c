import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  profileForm,
  saveTenderContacts,
  tenderContacts,
  type TenderContactsAnswer,
} from '@shared/api/areas/profiles';
import { tenderContactsSchema, type TenderContacts } from '@shared/validation/contacts';
import { apiCall } from '../../shared/api/api-client';
import { uploadFailureText } from '../../shared/api/upload-file';
import { useValidationText } from '../../shared/i18n/validation-text';
import './tender-contacts.css';
import { formatDateTime } from '../../shared/i18n/dates';

type ListName = keyof TenderContacts;
const LISTS: readonly ListName[] = ['phonesForTender', 'emailsForTender'];

/** The rules of 02 §5 by the server's own schema: `phonesForTender.0`… for an item, the list name when empty. */
function errorsOf(draft: TenderContacts): Record<string, string> {
  const result = tenderContactsSchema().safeParse(draft);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '—');

/**
 * Профиль → Данные: the tender phone and e-mail (02 §2.5 item 5; read-only in the questionnaire), saved at once
 * and shown there afterwards, with the history of changes (when, before → after, by whom).
 */
export function TenderContactsSection() {
  const { t } = useTranslation('account');
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [tenderContacts.id],
    queryFn: ({ signal }) => apiCall(tenderContacts, { silent: true, signal }),
    retry: false,
  });
  const [draft, setDraft] = useState<TenderContacts | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation({
    mutationFn: (body: TenderContacts) => apiCall(saveTenderContacts, { body, silent: true }),
    onSuccess: (answer: TenderContactsAnswer) => {
      queryClient.setQueryData([tenderContacts.id], answer);
      setDraft(null);
      setShowErrors(false);
      // The questionnaire's contacts chapter shows them read-only: it reloads with the new values.
      return queryClient.invalidateQueries({ queryKey: [profileForm.id] });
    },
  });

  if (current.isError) return <Message severity="error" text={t('data.tender.loadFailed')} />;
  if (!current.data) return null;
  const values: TenderContacts = draft ?? {
    phonesForTender: current.data.phonesForTender.length > 0 ? current.data.phonesForTender : [''],
    emailsForTender: current.data.emailsForTender.length > 0 ? current.data.emailsForTender : [''],
  };
  const errors = errorsOf(values);
  const errorOf = (key: string) => (showErrors && errors[key] ? validationText(errors[key]) : null);
  const change = (list: ListName, next: string[]) => {
    save.reset();
    setDraft({ ...values, [list]: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return setShowErrors(true);
    save.mutate({
      phonesForTender: values.phonesForTender.map((p) => p.trim()),
      emailsForTender: values.emailsForTender.map((e) => e.trim()),
    });
  };

  return (
    <section data-testid="tender-contacts">
      <h2 className="dialog-subtitle">{t('data.tender.title')}</h2>
      <p className="muted small">{t('data.tender.hint')}</p>
      {save.isSuccess && (
        <Message severity="success" text={t('data.tender.saved')} className="dialog-banner" />
      )}
      {save.isError && (
        <Message
          severity="error"
          text={uploadFailureText(save.error) ?? t('data.tender.saveFailed')}
          className="dialog-banner"
          data-testid="tender-contacts-error"
        />
      )}
      <form className="stack-form" onSubmit={submit} noValidate>
        {LISTS.map((list) => {
          const phone = list === 'phonesForTender';
          return (
            <fieldset key={list} className="framed-list" data-testid={`tender-${list}`}>
              <legend>{t(phone ? 'data.tender.phone' : 'data.tender.email')}</legend>
              {values[list].map((value, index) => {
                const id = `tender-${list}-${index}`;
                const error = errorOf(`${list}.${index}`);
                return (
                  // Items have no identity of their own: the position is what the user edits.
                  <div key={index} className="tender-contacts-item">
                    <div className="form-field">
                      <InputText
                        id={id}
                        type={phone ? 'tel' : 'email'}
                        inputMode={phone ? 'tel' : 'email'}
                        autoComplete={phone ? 'tel' : 'email'}
                        autoCapitalize="none"
                        placeholder={phone ? '+7XXXXXXXXXX' : 'tender@example.ru'}
                        value={value}
                        invalid={Boolean(error)}
                        aria-label={t(phone ? 'data.tender.phone' : 'data.tender.email')}
                        onChange={(e) =>
                          change(
                            list,
                            values[list].map((v, i) => (i === index ? e.target.value : v)),
                          )
                        }
                      />
                      {error && <small className="p-error">{error}</small>}
                    </div>
                    {values[list].length > 1 && (
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        severity="secondary"
                        text
                        aria-label={t('data.tender.remove')}
                        onClick={() =>
                          change(
                            list,
                            values[list].filter((_, i) => i !== index),
                          )
                        }
                      />
                    )}
                  </div>
                );
              })}
              {errorOf(list) && <small className="p-error">{errorOf(list)}</small>}
              <Button
                type="button"
                label={t(phone ? 'data.tender.addPhone' : 'data.tender.addEmail')}
                icon="pi pi-plus"
                link
                size="small"
                className="tender-contacts-add"
                onClick={() => change(list, [...values[list], ''])}
              />
            </fieldset>
          );
        })}
        <div className="form-actions">
          <Button
            type="submit"
            label={t('data.tender.save')}
            loading={save.isPending}
            disabled={draft === null}
            data-testid="tender-contacts-save"
          />
        </div>
      </form>
      <h3 className="dialog-subtitle">{t('data.tender.history')}</h3>
      {current.data.history.length === 0 ? (
        <p className="muted">{t('data.tender.historyEmpty')}</p>
      ) : (
        <ul className="tender-contacts-history" data-testid="tender-contacts-history">
          {current.data.history.map((entry) => (
            <li key={entry.id}>
              <span className="muted small">
                {formatDateTime(entry.at)} · {entry.by}
              </span>
              {LISTS.map((list) => {
                const before = listed(entry.oldValue[list]);
                const after = listed(entry.newValue[list]);
                if (before === after) return null;
                return (
                  <div key={list}>
                    {t(list === 'phonesForTender' ? 'data.tender.phone' : 'data.tender.email')}: {before} →{' '}
                    {after}
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
