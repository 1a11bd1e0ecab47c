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
import { useNavigate } from 'react-router-dom';
import { OTHER_EMAIL_TYPE } from '@shared/api/areas/communication';
import { MESSAGE_MAX, THEME_MAX } from '@shared/constants/spec';
import { showInfo } from '../../shared/api/dialogs';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { AttachedFile, AttachmentRulesButton, useAttachment } from '../../shared/ui/attachment';
import {
  useCreateOrganisations,
  useCreateRequest,
  useEmails,
  useProcurementSearch,
  useSpecification,
} from './communication-queries';
import { COMMUNICATION_NS } from './i18n';
import {
  isEmail,
  mainSearchDisabled,
  mainSearchType,
  matchKey,
  organisationRequired,
  searchRequired,
  step1Valid,
  step2Valid,
  step3Valid,
} from './wizard-rules';

/** Request searches wait for the user to pause for 1 s (01 §5.1, §9). */
const SEARCH_DEBOUNCE_MS = 1000;
const ATTACHED_TOOLTIP_MS = 3000;

/** One search field of step 1 and what the debounced search found; `searchable` skips malformed input. */
function useSearchField(
  type: 'TENDER' | 'CONTRACT' | 'EMAIL',
  beCode: string | null,
  searchable: (value: string) => boolean = () => true,
) {
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const search = useProcurementSearch(searchable(debounced) ? debounced : '', type, beCode);
  const settled = debounced === value && value.trim() !== '' && searchable(value);
  const found = settled && search.data?.isSuccess ? search.data : null;
  const missed = settled && search.data !== undefined && !search.data.isSuccess;
  return {
    value,
    setValue,
    uuid: found?.uuid ?? null,
    match: found?.match ?? null,
    missed,
    searching: settled && search.isFetching,
  };
}

/**
 * The create-request wizard (01 §2.7, §4.4, §5.1): topic, then the notification e-mail, then the
 * summary with the message and one attachment. Closing unmounts it, so every field starts over.
 */
export function CreateRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(COMMUNICATION_NS);
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const specification = useSpecification();
  const organisations = useCreateOrganisations();
  const emails = useEmails(true);
  const create = useCreateRequest();

  const [categoryCode, setCategoryCode] = useState<string | null>(null);
  const [topicCode, setTopicCode] = useState<string | null>(null);
  const [theme, setTheme] = useState('');
  const [pickedBeCode, setBeCode] = useState<string | null>(null);
  const category = specification.data?.find((c) => c.code === categoryCode) ?? null;
  const topic = category?.topics.find((tp) => tp.code === topicCode) ?? null;
  const mainType = category && topic ? mainSearchType(category, topic) : 'TENDER';
  // Only a contract is looked up within an organisation; a tender or a person names one.
  const main = useSearchField(mainType, mainType === 'CONTRACT' ? pickedBeCode : null);
  const responsible = useSearchField('EMAIL', null, isEmail);
  const responsibleInvalid = responsible.value.trim() !== '' && !isEmail(responsible.value);
  const searchMatch = (main.uuid ? main.match : null) ?? (responsible.uuid ? responsible.match : null);
  // A tender or a responsible person found belongs to an organisation: the request goes there.
  const matchedOrganisation =
    searchMatch && searchMatch.searchType !== 'CONTRACT' ? searchMatch.beCode : null;
  const beCode = matchedOrganisation ?? pickedBeCode;

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

  const searchUuid = main.uuid ?? responsible.uuid;
  const step1Ok = step1Valid({ topic, theme, beCode, searchUuid, responsibleEmail: responsible.value });
  const otherValid = isEmail(otherEmail);
  const step2Ok = step2Valid({ other, email, otherEmail });
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
    const { requestCode } = await create.mutateAsync({
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
    // Confirmed, then opened: the new request's chat is where the answer will come (01 §2.7).
    showInfo({ tone: 'success', text: t('wizard.created', { code: requestCode }) });
    void navigate(`/communication/chat/?requestCode=${encodeURIComponent(requestCode)}`);
  };

  const footer = (
    <div className="dialog-buttons">
      {step > 1 && (
        <Button label={t('wizard.back')} severity="secondary" outlined onClick={() => setStep(step - 1)} />
      )}
      {step < 3 && (
        <Button
          label={t('wizard.next')}
          disabled={step === 1 ? !step1Ok : !step2Ok}
          onClick={() => setStep(step + 1)}
          data-testid="wizard-next"
        />
      )}
      {step === 3 && (
        <Button
          label={t('wizard.create')}
          disabled={!step3Valid({ message, uploading: attachment.uploading })}
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
          {topic && (
            <>
              <label className="com-field">
                <span>
                  {t('wizard.organisation')}
                  {!organisationRequired(topic) && !topic.contractSearchRequired && (
                    <span className="muted"> {t('wizard.optional')}</span>
                  )}
                </span>
                <Dropdown
                  value={beCode}
                  options={organisations.data ?? []}
                  optionLabel="beName"
                  optionValue="beCode"
                  placeholder={t('wizard.organisationPlaceholder')}
                  disabled={matchedOrganisation !== null}
                  onChange={(e) => setBeCode(e.value as string)}
                  data-testid="wizard-organisation"
                />
              </label>
              <label className="com-field">
                <span>
                  {mainType === 'CONTRACT' ? t('wizard.contractNumber') : t('wizard.tenderNumber')}
                  {!searchRequired(topic) && <span className="muted"> {t('wizard.optional')}</span>}
                </span>
                <InputText
                  value={main.value}
                  onChange={(e) => main.setValue(e.target.value)}
                  disabled={mainSearchDisabled({
                    type: mainType,
                    beCode,
                    responsibleEmail: responsible.value,
                  })}
                  data-testid="wizard-main-search"
                />
                {main.searching && <span className="muted small">{t('wizard.searching')}</span>}
                {main.uuid && main.match && (
                  <span className="com-found small" role="status" data-testid="wizard-found">
                    {t(matchKey(main.match), main.match)}
                  </span>
                )}
                {main.missed && (
                  <Message
                    severity="warn"
                    text={mainType === 'CONTRACT' ? t('wizard.contractNotFound') : t('wizard.tenderNotFound')}
                  />
                )}
              </label>
              <label className="com-field">
                <span>
                  {t('wizard.responsibleEmail')}
                  {!searchRequired(topic) && <span className="muted"> {t('wizard.optional')}</span>}
                </span>
                <InputText
                  type="email"
                  inputMode="email"
                  value={responsible.value}
                  onChange={(e) => responsible.setValue(e.target.value)}
                  invalid={responsibleInvalid}
                  data-testid="wizard-responsible"
                />
                {responsibleInvalid && <small className="form-error">{t('wizard.invalidEmail')}</small>}
                {responsible.searching && <span className="muted small">{t('wizard.searching')}</span>}
                {responsible.uuid && responsible.match && (
                  <span className="com-found small" role="status" data-testid="wizard-found">
                    {t(matchKey(responsible.match), responsible.match)}
                  </span>
                )}
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
            <AttachmentRulesButton />
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
