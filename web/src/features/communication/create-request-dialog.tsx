import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER_EMAIL_TYPE } from '@shared/api/areas/communication';
import { MESSAGE_MAX, THEME_MAX } from '@shared/constants/spec';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { AttachedFile, useAttachment } from '../../shared/ui/attachment';
import {
  useCreateOrganisations,
  useCreateRequest,
  useEmails,
  useProcurementSearch,
  useSpecification,
} from './communication-queries';
import { COMMUNICATION_NS } from './i18n';

/** Request searches wait for the user to pause for 1 s (01 §5.1, §9). */
const SEARCH_DEBOUNCE_MS = 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ATTACHED_TOOLTIP_MS = 3000;

/** One search field of step 1 and what the debounced search found. */
function useSearchField(type: 'TENDER' | 'CONTRACT' | 'EMAIL', beCode: string | null) {
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const search = useProcurementSearch(debounced, type, beCode);
  const settled = debounced === value && value.trim() !== '';
  const uuid = settled && search.data?.isSuccess ? search.data.uuid : null;
  const missed = settled && search.data !== undefined && !search.data.isSuccess;
  return { value, setValue, uuid, missed, searching: settled && search.isFetching };
}

/**
 * The create-request wizard (01 §2.7, §4.4, §5.1): topic, then the notification e-mail, then the
 * summary with the message and one attachment. Closing unmounts it, so every field starts over.
 */
export function CreateRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(COMMUNICATION_NS);
  const [step, setStep] = useState(1);
  const specification = useSpecification();
  const organisations = useCreateOrganisations();
  const emails = useEmails(true);
  const create = useCreateRequest();

  const [categoryCode, setCategoryCode] = useState<string | null>(null);
  const [topicCode, setTopicCode] = useState<string | null>(null);
  const [theme, setTheme] = useState('');
  const [beCode, setBeCode] = useState<string | null>(null);
  const category = specification.data?.find((c) => c.code === categoryCode) ?? null;
  const topic = category?.topics.find((tp) => tp.code === topicCode) ?? null;
  const mainType = topic?.contractSearchRequired ? 'CONTRACT' : 'TENDER';
  const main = useSearchField(mainType, beCode);
  const responsible = useSearchField('EMAIL', null);

  const [email, setEmail] = useState<string | null>(null);
  const [other, setOther] = useState(false);
  const [otherEmail, setOtherEmail] = useState('');
  const [message, setMessage] = useState('');
  const [attachedTip, setAttachedTip] = useState(false);
  const attachment = useAttachment({
    inputTestId: 'wizard-file',
    onAttached: () => setAttachedTip(true),
  });
  useEffect(() => {
    if (!attachedTip) return;
    const timer = setTimeout(() => setAttachedTip(false), ATTACHED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [attachedTip]);

  const searchRequired = Boolean(topic?.tenderSearchRequired || topic?.contractSearchRequired);
  const searchUuid = main.uuid ?? responsible.uuid;
  const step1Valid =
    topic !== null &&
    (!topic.canBeOverriddenByUser || theme.trim().length > 0) &&
    (!topic.beRequired || topic.contractSearchRequired || beCode !== null) &&
    (!searchRequired || searchUuid !== null);
  const otherValid = EMAIL_PATTERN.test(otherEmail.trim());
  const step2Valid = other ? otherValid : email !== null;
  const chosenEmail = other ? otherEmail.trim() : (email ?? '');
  const emailType = other
    ? OTHER_EMAIL_TYPE
    : (emails.data?.find((e) => e.email === email)?.emailTypeCode ?? OTHER_EMAIL_TYPE);
  const beName = organisations.data?.find((o) => o.beCode === beCode)?.beName ?? null;

  const chooseCategory = (code: string) => {
    // Changing the category clears the topic and the organisation (01 §4.4).
    setCategoryCode(code);
    setTopicCode(null);
    setBeCode(null);
    setTheme('');
    main.setValue('');
    responsible.setValue('');
  };

  const submit = async () => {
    if (!topic || !category) return;
    await create.mutateAsync({
      requestCategory: category.code,
      requestSpecification: topic.canBeOverriddenByUser ? theme.trim() : topic.name,
      requestTopic: topic.code,
      paEmailType: emailType,
      paEmailAddress: chosenEmail,
      beCode,
      beName,
      requestMessages: [{ messageText: message.trim(), fileId: attachment.file?.id ?? null }],
      ...(searchUuid ? { searchUuid } : {}),
      ...(main.value.trim() ? { mainSearch: main.value.trim() } : {}),
      ...(responsible.value.trim() ? { additionalSearch: responsible.value.trim() } : {}),
    });
    onClose();
  };

  const footer = (
    <div className="dialog-buttons">
      {step > 1 && (
        <Button label={t('wizard.back')} severity="secondary" outlined onClick={() => setStep(step - 1)} />
      )}
      {step < 3 && (
        <Button
          label={t('wizard.next')}
          disabled={step === 1 ? !step1Valid : !step2Valid}
          onClick={() => setStep(step + 1)}
          data-testid="wizard-next"
        />
      )}
      {step === 3 && (
        <Button
          label={t('wizard.create')}
          disabled={!message.trim() || attachment.uploading}
          loading={create.isPending}
          onClick={() => void submit()}
          data-testid="wizard-create"
        />
      )}
    </div>
  );

  return (
    <Dialog
      visible
      header={`${t('wizard.title')} — ${t(`wizard.step${step}`)} (${step}/3)`}
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(760px, 100vw)' }}
      breakpoints={{ '640px': '100vw' }}
      data-testid="create-request-dialog"
    >
      {step === 1 && (
        <div className="com-form">
          <label className="com-field">
            <span>{t('wizard.category')}</span>
            <Dropdown
              value={categoryCode}
              options={specification.data ?? []}
              optionLabel="name"
              optionValue="code"
              placeholder={t('wizard.categoryPlaceholder')}
              onChange={(e) => chooseCategory(e.value as string)}
              data-testid="wizard-category"
            />
          </label>
          <label className="com-field">
            <span>{t('wizard.topic')}</span>
            <Dropdown
              value={topicCode}
              options={category?.topics ?? []}
              optionLabel="name"
              optionValue="code"
              placeholder={t('wizard.topicPlaceholder')}
              disabled={!category}
              onChange={(e) => setTopicCode(e.value as string)}
              data-testid="wizard-topic"
            />
          </label>
          {topic?.canBeOverriddenByUser && (
            <label className="com-field">
              <span>{t('wizard.theme')}</span>
              <InputTextarea
                value={theme}
                onChange={(e) => setTheme(e.target.value)}
                maxLength={THEME_MAX}
                autoResize
                rows={2}
                className="com-theme"
                data-testid="wizard-theme"
              />
              <span className="muted small">
                {theme.length} / {THEME_MAX}
              </span>
            </label>
          )}
          {topic && (topic.beRequired || topic.contractSearchRequired) && (
            <label className="com-field">
              <span>{t('wizard.organisation')}</span>
              <Dropdown
                value={beCode}
                options={organisations.data ?? []}
                optionLabel="beName"
                optionValue="beCode"
                placeholder={t('wizard.organisationPlaceholder')}
                onChange={(e) => setBeCode(e.value as string)}
                data-testid="wizard-organisation"
              />
            </label>
          )}
          {searchRequired && (
            <>
              <label className="com-field">
                <span>
                  {topic?.contractSearchRequired ? t('wizard.contractNumber') : t('wizard.tenderNumber')}
                </span>
                <InputText
                  value={main.value}
                  onChange={(e) => main.setValue(e.target.value)}
                  disabled={
                    responsible.value.trim() !== '' || (topic?.contractSearchRequired === true && !beCode)
                  }
                  data-testid="wizard-main-search"
                />
                {main.searching && <span className="muted small">{t('wizard.searching')}</span>}
                {main.uuid && <span className="com-found small">{t('wizard.found')}</span>}
                {main.missed && (
                  <Message
                    severity="warn"
                    text={
                      topic?.contractSearchRequired
                        ? t('wizard.contractNotFound')
                        : t('wizard.tenderNotFound')
                    }
                  />
                )}
              </label>
              <label className="com-field">
                <span>{t('wizard.responsibleEmail')}</span>
                <InputText
                  type="email"
                  inputMode="email"
                  value={responsible.value}
                  onChange={(e) => responsible.setValue(e.target.value)}
                  data-testid="wizard-responsible"
                />
                {responsible.searching && <span className="muted small">{t('wizard.searching')}</span>}
                {responsible.uuid && <span className="com-found small">{t('wizard.found')}</span>}
                {responsible.missed && <Message severity="warn" text={t('wizard.emailNotFound')} />}
              </label>
            </>
          )}
        </div>
      )}
      {step === 2 && (
        <fieldset className="com-form com-emails">
          <legend>{t('wizard.emailChoice')}</legend>
          {(emails.data ?? []).map((e) => (
            <label key={e.email} className="com-radio">
              <RadioButton
                checked={!other && email === e.email}
                onChange={() => {
                  setOther(false);
                  setEmail(e.email);
                }}
              />
              <span>{e.email}</span>
            </label>
          ))}
          <label className="com-radio">
            <Checkbox
              checked={other}
              onChange={(e) => setOther(Boolean(e.checked))}
              data-testid="wizard-other"
            />
            <span>{t('wizard.other')}</span>
          </label>
          {other && (
            <label className="com-field">
              <span>{t('wizard.otherEmail')}</span>
              <InputText
                type="email"
                inputMode="email"
                value={otherEmail}
                onChange={(e) => setOtherEmail(e.target.value)}
                invalid={otherEmail !== '' && !otherValid}
                data-testid="wizard-other-email"
              />
              {otherEmail !== '' && !otherValid && (
                <small className="form-error">{t('wizard.invalidEmail')}</small>
              )}
            </label>
          )}
        </fieldset>
      )}
      {step === 3 && (
        <div className="com-form">
          <h3>{t('wizard.summary')}</h3>
          <dl className="com-summary-list" data-testid="wizard-summary">
            <dt>{t('wizard.category')}</dt>
            <dd>{category?.name}</dd>
            <dt>{t('wizard.topic')}</dt>
            <dd>{topic?.canBeOverriddenByUser ? theme : topic?.name}</dd>
            <dt>{t('wizard.otherEmail')}</dt>
            <dd>{chosenEmail}</dd>
            {beName && (
              <>
                <dt>{t('wizard.organisation')}</dt>
                <dd>{beName}</dd>
              </>
            )}
          </dl>
          <label className="com-field">
            <span>{t('wizard.message')}</span>
            <InputTextarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={MESSAGE_MAX}
              rows={5}
              autoResize
              data-testid="wizard-message"
            />
            <span className="muted small">
              {message.length} / {MESSAGE_MAX}
            </span>
          </label>
          <p className="muted small">{t('wizard.attachmentRules')}</p>
          <div className="com-attach">
            {attachment.input}
            <Button
              label={t('wizard.attach')}
              icon="pi pi-paperclip"
              outlined
              loading={attachment.uploading}
              disabled={Boolean(attachment.file)}
              onClick={attachment.open}
            />
            <AttachedFile
              attachment={attachment}
              icon="pi-file"
              removeLabel={t('wizard.removeFile')}
              testId="wizard-attached"
            />
            {attachedTip && (
              <span role="status" className="com-found small">
                {t('wizard.attached')}
              </span>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
