import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractorRow, LinkType } from '@shared/api/areas/relationships';
import type { NonResident } from '@shared/api/areas/registration';
import { RELATIONSHIP_SEARCH_DEBOUNCE_MS, RELATIONSHIP_SEARCH_MIN_CHARS } from '@shared/constants/spec';
import { TAX_ID_MAX } from '@shared/validation/registration';
import { useCountries, useRegions } from '../../shared/dictionaries/dictionary-entries';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { FormField } from '../../shared/ui/form-field';
import { RELATIONSHIPS_NS } from './i18n';
import { PartyForm, useRoles } from './party-form';
import { useAddNonResident, useNonResidentSearch, useReplaceRow } from './relationship-queries';

const EMPTY = {
  name: '',
  taxId: '',
  index: '',
  countryCode: '',
  regionCode: '',
  city: '',
  locality: '',
  disctrict: '',
  street: '',
};
type Fields = typeof EMPTY;

/**
 * Adds a non-resident (found by Tax ID or name, or entered by hand after 'Поиск не дал
 * результатов'), or replaces one with a non-resident of the register (02 §2.6, §5).
 */
export function NonResidentDialog({
  link,
  replacing,
  onClose,
}: {
  link: LinkType;
  /** The row being replaced; null when adding. */
  replacing: ContractorRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const [query, setQuery] = useState('');
  const [source, setSource] = useState<NonResident | null>(null);
  const [manual, setManual] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const roleState = useRoles(link);
  const { roles, noRole } = roleState;
  const debounced = useDebouncedValue(query.trim(), RELATIONSHIP_SEARCH_DEBOUNCE_MS);
  const searching = !manual && !source && debounced.length >= RELATIONSHIP_SEARCH_MIN_CHARS;
  const found = useNonResidentSearch(debounced, searching);
  const countries = useCountries();
  const regions = useRegions(manual ? fields.countryCode : null);
  const add = useAddNonResident();
  const replace = useReplaceRow();
  const pending = add.isPending || replace.isPending;

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const manualValid =
    fields.name.trim() !== '' &&
    fields.taxId.trim() !== '' &&
    fields.taxId.length <= TAX_ID_MAX &&
    fields.index.trim() !== '' &&
    fields.countryCode !== '' &&
    (fields.city.trim() !== '' || fields.locality.trim() !== '') &&
    fields.street.trim() !== '';
  const canSubmit = replacing
    ? source !== null && !pending
    : !noRole && !pending && (manual ? manualValid : source !== null);

  const submit = () => {
    if (!canSubmit) return;
    if (replacing && source) {
      replace.mutate({ id: replacing.id, replaceWithId: source.id }, { onSettled: onClose });
      return;
    }
    const info = source
      ? {
          name: source.name,
          taxId: source.taxId,
          actualAddress: {
            index: source.actualAddress.index || '-',
            countryCode: source.actualAddress.countryCode,
            city: source.actualAddress.city || '-',
            street: source.actualAddress.street || '-',
          },
        }
      : {
          name: fields.name.trim(),
          taxId: fields.taxId.trim(),
          actualAddress: {
            index: fields.index.trim(),
            countryCode: fields.countryCode,
            regionCode: fields.regionCode,
            city: fields.city.trim(),
            locality: fields.locality.trim(),
            disctrict: fields.disctrict.trim(),
            street: fields.street.trim(),
          },
        };
    add.mutate(
      { info, profileId: source?.id ?? null, contractorCode: source?.contractorCode ?? null, ...roles },
      { onSettled: onClose },
    );
  };

  const text = (
    key: Exclude<keyof Fields, 'countryCode' | 'regionCode'>,
    label: string,
    required = false,
  ) => (
    <FormField id={`nr-${key}`} label={required ? `${label} *` : label}>
      <InputText
        id={`nr-${key}`}
        value={fields[key]}
        onChange={(e) => set(key)(e.target.value)}
        inputMode={key === 'index' ? 'numeric' : undefined}
        data-testid={`nr-${key}`}
      />
    </FormField>
  );

  return (
    <PartyForm
      testId="rel-nonresident"
      idPrefix="nr"
      header={replacing ? t('nonResident.replaceTitle', { name: replacing.name }) : t('nonResident.title')}
      width={680}
      submitLabel={replacing ? t('nonResident.replaceSubmit') : t('nonResident.submit')}
      canSubmit={canSubmit}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      search={
        manual
          ? null
          : {
              label: t('nonResident.search'),
              query,
              onChange: (value) => {
                setQuery(value);
                setSource(null);
              },
            }
      }
      searching={searching}
      results={found.data}
      describe={(r) => `${r.taxId} · ${r.actualAddress.fullAddress}`}
      onPick={(r) => {
        setSource(r);
        setQuery(r.name);
      }}
      roles={replacing ? null : roleState}
    >
      {!replacing && (
        <div className="consent">
          <Checkbox
            inputId="nr-manual"
            checked={manual}
            onChange={(e) => {
              setManual(Boolean(e.checked));
              setSource(null);
            }}
            data-testid="nr-manual"
          />
          <label htmlFor="nr-manual">{t('nonResident.noResults')}</label>
        </div>
      )}
      {manual && (
        <div className="rel-fields">
          {text('name', t('nonResident.name'), true)}
          {text('taxId', t('nonResident.taxId'), true)}
          {text('index', t('nonResident.index'), true)}
          <FormField id="nr-country" label={`${t('nonResident.country')} *`}>
            <Dropdown
              inputId="nr-country"
              value={fields.countryCode}
              options={(countries.data ?? []).filter((c) => c.code !== 'RU')}
              optionLabel="name"
              optionValue="code"
              filter
              onChange={(e) =>
                setFields((f) => ({ ...f, countryCode: String(e.value ?? ''), regionCode: '' }))
              }
              data-testid="nr-country"
            />
          </FormField>
          {(regions.data?.length ?? 0) > 0 && (
            <FormField id="nr-region" label={t('nonResident.region')}>
              <Dropdown
                inputId="nr-region"
                value={fields.regionCode}
                options={regions.data ?? []}
                optionLabel="name"
                optionValue="code"
                filter
                onChange={(e) => set('regionCode')(String(e.value ?? ''))}
              />
            </FormField>
          )}
          {text('city', t('nonResident.city'))}
          {text('locality', t('nonResident.locality'))}
          {text('disctrict', t('nonResident.district'))}
          {text('street', t('nonResident.street'), true)}
        </div>
      )}
    </PartyForm>
  );
}
