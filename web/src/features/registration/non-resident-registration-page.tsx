import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UploadedFile } from '@shared/api/areas/files';
import type { NonResident } from '@shared/api/areas/registration';
import type { Language } from '@shared/constants/spec';
import {
  NON_RESIDENT_FILE_FIELDS,
  REGISTER_SEARCH_MIN_CHARS,
  type NonResidentFileField,
} from '@shared/validation/registration';
import { useCountries, useRegions } from '../../shared/dictionaries/dictionary-entries';
import { INPUT_DEBOUNCE_MS } from '../../shared/hooks/use-debounced-value';
import { useLatestSuggestions } from '../../shared/hooks/use-latest-suggestions';
import { useValidationText } from '../../shared/i18n/validation-text';
import { FormField } from '../../shared/ui/form-field';
import { mayRegister, useDuplicateCheck } from './duplicate-check';
import { REGISTRATION_NS } from './i18n';
import {
  EMPTY_NON_RESIDENT,
  fieldsOf,
  infoOf,
  nonResidentErrors,
  type NonResidentField,
  type NonResidentFields,
} from './non-resident-form';
import { nonResidentSearchQuery, useNonResidentById } from './non-resident-search';
import { PersonalDataConsent } from './personal-data-consent';
import { useRegisterNonResident } from './register-counterparty';
import { RegistrationDoneDialog } from './registration-done-dialog';
import { PdfFileField } from '../../shared/ui/pdf-file-field';
import { RegistrationFooter } from './registration-footer';
import './registration.css';
import '../../shared/ui/register-suggestions.css';

/** A non-resident is registered abroad: Russia is not offered as its country. */
const HOME_COUNTRY = 'RU';

type Files = Record<NonResidentFileField, UploadedFile | null>;
const NO_FILES = Object.fromEntries(NON_RESIDENT_FILE_FIELDS.map((f) => [f, null])) as Files;

function SearchResultItem({ item }: { item: NonResident }) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <div className="register-item">
      <div className="register-item-head">
        <span className="register-item-name">{item.name}</span>
        {item.profileId && <Tag value={t('nonResident.registered')} severity="warning" />}
      </div>
      <div className="register-item-numbers">
        <span>Tax ID {item.taxId}</span>
        {item.actualAddress.countryRef && <span>{item.actualAddress.countryRef.name}</span>}
        {item.contractorCode && (
          <span>
            {t('nonResident.contractorCode')} {item.contractorCode}
          </span>
        )}
      </div>
      <div className="register-item-address">{item.actualAddress.fullAddress}</div>
    </div>
  );
}

/**
 * /account/registration-no-resident/:id? (02 §2.4): with an id the search is hidden, manual entry
 * is on and the record of that id fills the form.
 */
export function NonResidentRegistrationPage() {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const { id } = useParams();
  const preset = useNonResidentById(id, i18n.language as Language);
  if (!id) return <NonResidentRegistrationForm preset={null} />;
  if (preset.data) return <NonResidentRegistrationForm key={id} preset={preset.data} />;
  return (
    <section className="registration-card" data-testid="registration-nonresident">
      <h1>{t('nonResident.title')}</h1>
      {preset.isError ? (
        <Message severity="error" text={t('nonResident.presetFailed')} />
      ) : (
        <p className="muted">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('nonResident.presetLoading')}
        </p>
      )}
    </section>
  );
}

/**
 * The non-resident form: a company found by Tax ID or name, or entered by hand after 'Поиск не
 * дал результатов', its address and the four required documents.
 */
function NonResidentRegistrationForm({ preset }: { preset: NonResident | null }) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const language = i18n.language as Language;
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const fromRoute = preset !== null;

  const [query, setQuery] = useState('');
  const {
    suggestions,
    search,
    stop: stopSearching,
  } = useLatestSuggestions((text) => queryClient.fetchQuery(nonResidentSearchQuery(text, language)));
  const [source, setSource] = useState<NonResident | null>(preset);
  const [manual, setManual] = useState(fromRoute);
  const [fields, setFields] = useState<NonResidentFields>(preset ? fieldsOf(preset) : EMPTY_NON_RESIDENT);
  const [touched, setTouched] = useState<ReadonlySet<NonResidentField>>(new Set());
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [uploads, setUploads] = useState(0);
  const [consent, setConsent] = useState(false);
  const register = useRegisterNonResident();

  const countries = useCountries();
  const regions = useRegions(fields.countryCode);
  const countryOptions = (countries.data ?? []).filter((c) => c.code !== HOME_COUNTRY);

  const errors = nonResidentErrors(fields);
  const duplicate = useDuplicateCheck(
    fields.taxId.trim() && fields.countryCode
      ? { taxId: fields.taxId.trim(), countryCode: fields.countryCode }
      : null,
  );
  const filesReady = NON_RESIDENT_FILE_FIELDS.every((f) => files[f] !== null) && uploads === 0;
  const formFilled = manual || source !== null;
  const canRegister =
    formFilled &&
    Object.keys(errors).length === 0 &&
    filesReady &&
    mayRegister(duplicate) &&
    consent &&
    !register.isPending;

  const choose = (record: NonResident) => {
    setSource(record);
    setManual(false);
    setFields(fieldsOf(record));
    setTouched(new Set());
  };

  const switchManual = (on: boolean) => {
    setManual(on);
    // Entering by hand means the search found nothing: the form no longer stands on a record.
    if (on) {
      setSource(null);
      setQuery('');
    } else {
      setFields(EMPTY_NON_RESIDENT);
      setTouched(new Set());
    }
  };

  const set = (field: NonResidentField, value: string) =>
    setFields((current) => ({
      ...current,
      [field]: value,
      // A region belongs to its country.
      ...(field === 'countryCode' ? { regionCode: '' } : {}),
    }));
  const touch = (field: NonResidentField) => setTouched((current) => new Set(current).add(field));
  const errorOf = (field: NonResidentField) => {
    const key = errors[field];
    return key && touched.has(field) ? validationText(key) : null;
  };
  // Tax ID and country identify the record a form was filled from; they cannot drift from it.
  const locked = (field: NonResidentField) =>
    !manual || ((field === 'taxId' || field === 'countryCode') && source !== null);

  const text = (field: NonResidentField, label: string, required = false, className?: string) => (
    <div className={className}>
      <FormField id={`nr-${field}`} label={required ? `${label} *` : label} error={errorOf(field)}>
        <InputText
          id={`nr-${field}`}
          value={fields[field]}
          onChange={(e) => set(field, e.target.value)}
          onBlur={() => touch(field)}
          readOnly={locked(field)}
          invalid={Boolean(errorOf(field))}
          placeholder={formFilled ? undefined : t('search.filledBySearch')}
        />
      </FormField>
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canRegister) return;
    const info = infoOf(fields);
    register.mutate({
      // canRegister holds only with the consent ticked; the server refuses a registration without it.
      personalDataConsent: true,
      info,
      dCharter: files.dCharter?.id ?? '',
      dCertificateOfRegistration1: files.dCertificateOfRegistration1?.id ?? '',
      dCertificateOfRegistration2: files.dCertificateOfRegistration2?.id ?? '',
      dCompanyForm: files.dCompanyForm?.id ?? '',
      ...(source ? { profileId: source.id } : {}),
      ...(source?.contractorCode ? { contractorCode: source.contractorCode } : {}),
    });
  };

  return (
    <section className="registration-card" data-testid="registration-nonresident">
      <h1>{t('nonResident.title')}</h1>
      <p className="registration-intro">{t('nonResident.intro')}</p>
      <form onSubmit={submit} noValidate>
        {!fromRoute && (
          <div className="registration-search">
            <label htmlFor="register-search">{t('nonResident.searchLabel')}</label>
            <div className="registration-search-box">
              <AutoComplete
                inputId="register-search"
                value={query}
                suggestions={suggestions}
                completeMethod={(e) => void search(e.query)}
                minLength={REGISTER_SEARCH_MIN_CHARS}
                delay={INPUT_DEBOUNCE_MS}
                field="name"
                itemTemplate={(item: NonResident) => <SearchResultItem item={item} />}
                onChange={(e) =>
                  setQuery(typeof e.value === 'string' ? e.value : (e.value as NonResident).name)
                }
                onSelect={(e) => {
                  stopSearching();
                  choose(e.value as NonResident);
                }}
                placeholder={t('nonResident.placeholder')}
                showEmptyMessage
                emptyMessage={t('search.empty')}
                panelClassName="register-panel"
                disabled={manual || register.isPending}
              />
            </div>
            <small className="form-hint">{t('search.hint')}</small>
            <div className="consent registration-manual">
              <Checkbox inputId="nr-manual" checked={manual} onChange={(e) => switchManual(!!e.checked)} />
              <label htmlFor="nr-manual">{t('nonResident.notFound')}</label>
            </div>
          </div>
        )}

        <h2 className="registration-subtitle">{t('nonResident.company')}</h2>
        <div className="registration-grid">
          {text('name', t('nonResident.name'), true, 'span-2')}
          {text('taxId', t('nonResident.taxId'), true)}
        </div>

        <h2 className="registration-subtitle">{t('nonResident.address')}</h2>
        <div className="registration-grid">
          {text('index', t('nonResident.index'), true)}
          <FormField
            id="nr-countryCode"
            label={`${t('nonResident.country')} *`}
            error={errorOf('countryCode')}
          >
            <Dropdown
              inputId="nr-countryCode"
              value={fields.countryCode || null}
              options={countryOptions}
              optionLabel="name"
              optionValue="code"
              filter
              placeholder={t('nonResident.countryPlaceholder')}
              onChange={(e) => set('countryCode', (e.value as string | null) ?? '')}
              onBlur={() => touch('countryCode')}
              disabled={locked('countryCode')}
              invalid={Boolean(errorOf('countryCode'))}
              loading={countries.isPending}
            />
          </FormField>
          <FormField id="nr-regionCode" label={t('nonResident.region')}>
            <Dropdown
              inputId="nr-regionCode"
              value={fields.regionCode || null}
              options={regions.data ?? []}
              optionLabel="name"
              optionValue="code"
              filter
              showClear
              placeholder={
                fields.countryCode && regions.data?.length === 0
                  ? t('nonResident.noRegions')
                  : t('nonResident.regionPlaceholder')
              }
              onChange={(e) => set('regionCode', (e.value as string | null) ?? '')}
              disabled={locked('regionCode') || !fields.countryCode || regions.data?.length === 0}
            />
          </FormField>
          {text('city', t('nonResident.city'), !fields.locality.trim())}
          {text('locality', t('nonResident.locality'), !fields.city.trim())}
          {text('disctrict', t('nonResident.district'))}
          {text('street', t('nonResident.street'), true, 'span-2')}
        </div>

        <h2 className="registration-subtitle">{t('files.title')}</h2>
        <p className="registration-hint">{t('files.intro')}</p>
        <div className="file-list">
          {NON_RESIDENT_FILE_FIELDS.map((field) => (
            <PdfFileField
              key={field}
              id={field}
              label={t(`files.${field}`)}
              file={files[field]}
              onChange={(file) => setFiles((current) => ({ ...current, [field]: file }))}
              onBusyChange={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
              disabled={register.isPending}
            />
          ))}
        </div>

        {duplicate === 'taken' && (
          <Message
            severity="error"
            className="registration-message"
            text={validationText('validation.duplicateTaxId')}
            data-testid="duplicate-message"
          />
        )}

        <PersonalDataConsent checked={consent} onChange={setConsent} />

        <RegistrationFooter>
          <Button
            type="submit"
            label={t('actions.register')}
            icon="pi pi-check"
            loading={register.isPending}
            disabled={!canRegister}
            data-testid="registration-submit"
          />
        </RegistrationFooter>
      </form>
      <RegistrationDoneDialog visible={register.isSuccess} />
    </section>
  );
}
