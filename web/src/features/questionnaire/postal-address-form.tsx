import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shared/api/areas/profiles';
import {
  FOREIGN_POSTAL_CODE_MAX,
  POSTAL_INDEX_LENGTH,
  type PostalAddressInput,
} from '@shared/validation/address';
import { useCountries, useRegions } from '../../shared/dictionaries/dictionary-entries';
import { useValidationText } from '../../shared/i18n/validation-text';
import { FormField } from '../../shared/ui/form-field';
import { QUESTIONNAIRE_NS } from './i18n';
import { copiedFromLegal, postalErrors, postalFieldsOf, type PostalField } from './postal-form';

interface PostalAddressFormProps {
  current: Address | null;
  legal: Address;
  busy: boolean;
  onSubmit: (address: PostalAddressInput) => void;
  /** Back to the view mode; absent when there is no address to view yet. */
  onCancel?: () => void;
}

/** The postal address in edit mode (02 §2.5 item 4, §5): every field required, '-' for an empty one. */
export function PostalAddressForm({ current, legal, busy, onSubmit, onCancel }: PostalAddressFormProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const validationText = useValidationText();
  const [fields, setFields] = useState<PostalAddressInput>(() => postalFieldsOf(current));
  const [sameAsLegal, setSameAsLegal] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<PostalField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const countries = useCountries();
  const regions = useRegions(fields.countryCode);
  const regionList = regions.data ?? [];
  // Regions are a dictionary for Russia only; a country without one takes the region as typed text.
  const regionTyped = Boolean(fields.countryCode) && regions.isSuccess && regionList.length === 0;
  // A postal code outside Russia follows its country's format (letters, spaces: 'SW1A 1AA').
  const foreign = Boolean(fields.countryCode) && fields.countryCode !== 'RU';
  const errors = postalErrors(fields);

  const set = (field: PostalField, value: string) =>
    setFields((f) => ({ ...f, [field]: value, ...(field === 'countryCode' ? { regionCode: '' } : {}) }));
  const touch = (field: PostalField) => setTouched((s) => new Set(s).add(field));
  const errorOf = (field: PostalField) => {
    const key = errors[field];
    return key && (showAll || touched.has(field)) ? validationText(key) : null;
  };

  const copyLegal = (on: boolean) => {
    setSameAsLegal(on);
    if (on) setFields(copiedFromLegal(legal));
  };

  const submit = () => {
    if (Object.keys(errors).length > 0) return setShowAll(true);
    onSubmit(fields);
  };

  const text = (field: PostalField, labelKey: string, className?: string) => (
    <div className={className}>
      <FormField id={`postal-${field}`} label={`${t(labelKey)} *`} error={errorOf(field)}>
        <InputText
          id={`postal-${field}`}
          value={fields[field]}
          onChange={(e) => set(field, e.target.value)}
          onBlur={() => touch(field)}
          readOnly={sameAsLegal}
          invalid={Boolean(errorOf(field))}
        />
      </FormField>
    </div>
  );

  return (
    <div className="q-form" data-testid="postal-form">
      <div className="consent q-same-as-legal">
        <Checkbox inputId="postal-same" checked={sameAsLegal} onChange={(e) => copyLegal(!!e.checked)} />
        <label htmlFor="postal-same">{t('postal.sameAsLegal')}</label>
      </div>
      <p className="form-hint">{t('postal.dashHint')}</p>
      <div className="q-grid">
        <FormField id="postal-index" label={`${t('address.index')} *`} error={errorOf('index')}>
          {/* The ###### mask of 02 §5 in Russia: digits only, six at most; elsewhere the country's own format. */}
          <InputText
            id="postal-index"
            keyfilter={foreign ? undefined : 'pint'}
            inputMode={foreign ? 'text' : 'numeric'}
            maxLength={foreign ? FOREIGN_POSTAL_CODE_MAX : POSTAL_INDEX_LENGTH}
            placeholder={foreign ? undefined : '######'}
            value={fields.index}
            onChange={(e) => set('index', foreign ? e.target.value : e.target.value.replace(/\D/g, ''))}
            onBlur={() => touch('index')}
            readOnly={sameAsLegal}
            invalid={Boolean(errorOf('index'))}
          />
        </FormField>
        <FormField id="postal-countryCode" label={`${t('address.country')} *`} error={errorOf('countryCode')}>
          <Dropdown
            inputId="postal-countryCode"
            value={fields.countryCode || null}
            options={countries.data ?? []}
            optionLabel="name"
            optionValue="code"
            filter
            placeholder={t('address.countryPlaceholder')}
            onChange={(e) => set('countryCode', (e.value as string | null) ?? '')}
            onBlur={() => touch('countryCode')}
            disabled={sameAsLegal}
            invalid={Boolean(errorOf('countryCode'))}
          />
        </FormField>
        {!regionTyped ? (
          <FormField id="postal-regionCode" label={`${t('address.region')} *`} error={errorOf('regionCode')}>
            <Dropdown
              inputId="postal-regionCode"
              value={fields.regionCode || null}
              options={regionList}
              optionLabel="name"
              optionValue="code"
              filter
              placeholder={t('address.regionPlaceholder')}
              onChange={(e) => set('regionCode', (e.value as string | null) ?? '')}
              onBlur={() => touch('regionCode')}
              disabled={sameAsLegal || !fields.countryCode}
              invalid={Boolean(errorOf('regionCode'))}
              loading={regions.isFetching}
            />
          </FormField>
        ) : (
          text('regionCode', 'address.region')
        )}
        {text('city', 'address.city')}
        {text('locality', 'address.locality')}
        {text('disctrict', 'address.district')}
        {text('street', 'address.street', 'span-2')}
        {text('building', 'address.building')}
        {text('block', 'address.block')}
        {text('room', 'address.room')}
      </div>
      <div className="q-form-actions">
        {onCancel && (
          <Button label={t('actions.cancel')} severity="secondary" text onClick={onCancel} disabled={busy} />
        )}
        <Button
          label={t('actions.save')}
          icon="pi pi-save"
          onClick={submit}
          loading={busy}
          data-testid="postal-save"
        />
      </div>
    </div>
  );
}
