import { Button } from 'primereact/button';
import { InputMask } from 'primereact/inputmask';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tooltip } from 'primereact/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { useValidationText } from '../../shared/i18n/validation-text';
import { contactErrors, contactsBody, draftOf, type ContactList, type ContactsDraft } from './contacts-form';
import { QUESTIONNAIRE_NS } from './i18n';
import { SuccessDialog } from './questionnaire-dialogs';
import { useSaveContacts } from './save-contacts';

const ADD_LABEL: Record<ContactList, string> = {
  phones: 'contacts.addPhone',
  emails: 'contacts.addEmail',
  websites: 'contacts.addWebsite',
};

/**
 * Item 5 of 02 §2.5: contact phones (+7##########; a non-resident's in international format), e-mails and websites; the tender phone and
 * e-mail are read-only here. Saving sends a request to KSSS, and the form closes until it is decided.
 */
export function ContactsSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const validationText = useValidationText();
  const [draft, setDraft] = useState<ContactsDraft>(() => draftOf(form));
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState<string | null>(null);
  const save = useSaveContacts();
  const { contactsSettings } = form;
  const editable = contactsSettings.isEditable;
  const errors = contactErrors(draft, form);
  // A non-resident's phones are foreign: international format, not the Russian +7 mask.
  const foreign = form.data.nonResident !== null;

  const errorOf = (key: string) => {
    const message = errors[key];
    return message && (showAll || touched.has(key)) ? validationText(message) : null;
  };
  const setItem = (list: ContactList, index: number, value: string) =>
    setDraft((d) => ({ ...d, [list]: d[list].map((item, i) => (i === index ? value : item)) }));
  const addItem = (list: ContactList) => setDraft((d) => ({ ...d, [list]: [...d[list], ''] }));
  const removeItem = (list: ContactList, index: number) =>
    setDraft((d) => ({ ...d, [list]: d[list].filter((_, i) => i !== index) }));
  const touch = (key: string) => setTouched((s) => new Set(s).add(key));

  const submit = () => {
    if (Object.keys(errors).length > 0) return setShowAll(true);
    save.mutate(contactsBody(draft, form), { onSuccess: (answer) => setSent(answer.description) });
  };

  if (contactsSettings.description) {
    return (
      <div data-testid="q-contacts">
        <Message
          severity="warn"
          className="q-notice"
          text={contactsSettings.description}
          data-testid="contacts-pending"
        />
        <SuccessDialog text={sent} onClose={() => setSent(null)} />
      </div>
    );
  }

  const list = (name: ContactList, label: string) => (
    <fieldset className="framed-list" data-testid={`contacts-${name}`}>
      <legend>{label}</legend>
      {draft[name].length === 0 && <p className="muted small">{t('contacts.none')}</p>}
      {draft[name].map((value, index) => {
        const key = `${name}.${index}`;
        const error = errorOf(key);
        const id = `contact-${name}-${index}`;
        return (
          // Items have no identity of their own: the position is what the user edits.
          <div key={index} className="q-contact-item">
            <div className="q-contact-input">
              {name === 'phones' && foreign ? (
                // A foreign supplier's phone in international format (+ country code and number, E.164).
                <InputText
                  id={id}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+49 40 12345678"
                  value={value}
                  onChange={(e) => setItem(name, index, e.target.value)}
                  onBlur={() => touch(key)}
                  disabled={!editable}
                  invalid={Boolean(error)}
                  aria-label={label}
                />
              ) : name === 'phones' ? (
                <InputMask
                  id={id}
                  type="tel"
                  autoComplete="tel"
                  mask="+79999999999"
                  autoClear={false}
                  value={value}
                  onChange={(e) => setItem(name, index, e.value ?? '')}
                  onBlur={() => touch(key)}
                  disabled={!editable}
                  invalid={Boolean(error)}
                  aria-label={label}
                />
              ) : (
                <InputText
                  id={id}
                  // The phone's keyboard for the kind of value; the type stays text so the form's own
                  // messages, not the browser's, judge what was typed.
                  inputMode={name === 'emails' ? 'email' : 'url'}
                  autoComplete={name === 'emails' ? 'email' : 'url'}
                  autoCapitalize="none"
                  value={value}
                  onChange={(e) => setItem(name, index, e.target.value)}
                  onBlur={() => touch(key)}
                  disabled={!editable}
                  invalid={Boolean(error)}
                  aria-label={label}
                />
              )}
              {error && <small className="p-error">{error}</small>}
            </div>
            {editable && (
              <Button
                icon="pi pi-trash"
                severity="secondary"
                text
                aria-label={t('contacts.remove')}
                onClick={() => removeItem(name, index)}
              />
            )}
          </div>
        );
      })}
      {errorOf(name) && <small className="p-error">{errorOf(name)}</small>}
      {editable && (
        <Button
          label={t(ADD_LABEL[name])}
          icon="pi pi-plus"
          link
          size="small"
          className="q-add-button"
          onClick={() => addItem(name)}
        />
      )}
    </fieldset>
  );

  return (
    <div className="q-form" data-testid="q-contacts">
      <Tooltip target=".q-tender-hint" position="top" />
      <div className="q-grid">
        {(['tenderPhone', 'tenderEmail'] as const).map((key) => {
          const values = key === 'tenderPhone' ? form.phonesForTender : form.emailsForTender;
          return (
            <div key={key} className="form-field">
              <label htmlFor={`contact-${key}`}>
                {t(`contacts.${key}`)}{' '}
                <i
                  className="pi pi-info-circle q-tender-hint"
                  data-pr-tooltip={t('contacts.tenderHint')}
                  role="img"
                  aria-label={t('contacts.tenderHint')}
                />
              </label>
              <InputText
                id={`contact-${key}`}
                // Empty, the field says so in the placeholder's grey, not as a value that looks entered.
                value={values.join(', ')}
                placeholder={t('contacts.none')}
                readOnly
                className="q-readonly"
              />
            </div>
          );
        })}
      </div>
      <div className="q-contact-lists">
        {list('phones', t('contacts.phones'))}
        {list('emails', t('contacts.emails'))}
        {list('websites', t('contacts.websites'))}
      </div>
      {editable && (
        <div className="q-form-actions">
          <Button
            label={t('actions.save')}
            icon="pi pi-save"
            onClick={submit}
            loading={save.isPending}
            data-testid="contacts-save"
          />
        </div>
      )}
      <SuccessDialog text={sent} onClose={() => setSent(null)} />
    </div>
  );
}
