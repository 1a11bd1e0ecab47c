import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@shared/api/areas/files';
import { manualResidentRegistrationSchema } from '@shared/validation/registration';
import { useRegions } from '../../shared/dictionaries/dictionary-entries';
import { useValidationText } from '../../shared/i18n/validation-text';
import { FormField } from '../../shared/ui/form-field';
import { REGISTRATION_NS } from './i18n';
import { PersonalDataConsent } from './personal-data-consent';
import { useRegisterResidentManually } from './register-counterparty';
import { RegistrationDoneDialog } from './registration-done-dialog';
import { PdfFileField } from '../../shared/ui/pdf-file-field';
import { RegistrationFooter } from './registration-footer';
import type { ResidentKind } from './registration-rules';

type Field =
  'name' | 'shortName' | 'inn' | 'kpp' | 'ogrn' | 'index' | 'regionCode' | 'city' | 'street' | 'building';
const EMPTY: Record<Field, string> = {
  name: '',
  shortName: '',
  inn: '',
  kpp: '',
  ogrn: '',
  index: '',
  regionCode: '',
  city: '',
  street: '',
  building: '',
};

/** The body the server takes: address parts the form does not ask for are '-' (nothing), as the postal form has it. */
function bodyOf(kind: ResidentKind, f: Record<Field, string>, extractFileId: string, consent: boolean) {
  const address = {
    index: f.index,
    countryCode: 'RU',
    regionCode: f.regionCode,
    city: f.city,
    locality: '-',
    disctrict: '-',
    street: f.street,
    building: f.building,
    block: '-',
    room: '-',
  };
  const numbers =
    kind === 'legal'
      ? { type: 'legal' as const, inn: f.inn, kpp: f.kpp, ogrn: f.ogrn }
      : { type: 'individual' as const, inn: f.inn, ogrn: f.ogrn };
  return {
    ...numbers,
    name: f.name,
    shortName: f.shortName,
    address,
    extractFileId,
    personalDataConsent: consent,
  };
}

/**
 * A resident the state register does not know (new, or the register is not answering): the supplier types its
 * details, checked by the same check digits as the register's, and attaches the register extract; the group's
 * reviewer confirms them after the registration (the account is on moderation until then).
 */
export function ManualRegistrationForm({ kind, onBack }: { kind: ResidentKind; onBack: () => void }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const validationText = useValidationText();
  const [fields, setFields] = useState(EMPTY);
  const [extract, setExtract] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [consent, setConsent] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const register = useRegisterResidentManually();
  const regions = useRegions('RU');

  const parsed = manualResidentRegistrationSchema().safeParse(
    bodyOf(kind, fields, extract?.id ?? '', consent),
  );
  const errors = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.at(-1);
      if (typeof key === 'string' && !errors.has(key)) errors.set(key, issue.message);
    }
  }
  const errorOf = (field: string) =>
    showErrors && errors.has(field) ? validationText(errors.get(field)!) : null;
  const set = (field: Field, value: string) => setFields((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return setShowErrors(true);
    register.mutate(parsed.data);
  };

  const text = (field: Field, label: string, className?: string) => (
    <div className={className}>
      <FormField id={`manual-${field}`} label={`${label} *`} error={errorOf(field)}>
        <InputText
          id={`manual-${field}`}
          value={fields[field]}
          onChange={(e) => set(field, e.target.value)}
          invalid={Boolean(errorOf(field))}
          disabled={register.isPending}
        />
      </FormField>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="manual-registration">
      <Message severity="info" className="registration-message" text={t('manual.intro')} />
      <div className="registration-grid">
        {text('name', t(`${kind}.name`), 'span-2')}
        {text('shortName', t('manual.shortName'), 'span-2')}
        {text('inn', t(`${kind}.inn`))}
        {kind === 'legal' && text('kpp', t('legal.kpp'))}
        {text('ogrn', t(`${kind}.ogrn`))}
        {text('index', t('manual.index'))}
        <div>
          <FormField id="manual-regionCode" label={`${t('manual.region')} *`} error={errorOf('regionCode')}>
            <Dropdown
              inputId="manual-regionCode"
              value={fields.regionCode}
              options={regions.data ?? []}
              optionLabel="name"
              optionValue="code"
              filter
              onChange={(e) => set('regionCode', String(e.value ?? ''))}
              disabled={register.isPending}
            />
          </FormField>
        </div>
        {text('city', t('manual.city'))}
        {text('street', t('manual.street'))}
        {text('building', t('manual.building'))}
      </div>
      <PdfFileField
        id="extractFileId"
        label={t(`manual.extract.${kind}`)}
        file={extract}
        onChange={setExtract}
        onBusyChange={setUploading}
        disabled={register.isPending}
      />
      {showErrors && errors.has('extractFileId') && (
        <small className="p-error">{t('manual.extractRequired')}</small>
      )}
      <PersonalDataConsent checked={consent} onChange={setConsent} />
      <RegistrationFooter>
        <Button type="button" label={t('manual.back')} severity="secondary" outlined onClick={onBack} />
        <Button
          type="submit"
          label={t('actions.register')}
          icon="pi pi-check"
          loading={register.isPending || uploading}
          disabled={!consent || register.isPending || uploading}
          data-testid="manual-registration-submit"
        />
      </RegistrationFooter>
      <RegistrationDoneDialog visible={register.isSuccess} text={register.data?.message} />
    </form>
  );
}
