import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractorRow, LinkType } from '@shared/api/areas/relationships';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import { RELATIONSHIP_SEARCH_DEBOUNCE_MS, RELATIONSHIP_SEARCH_MIN_CHARS } from '@shared/constants/spec';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { FormField } from '../../shared/ui/form-field';
import { RELATIONSHIPS_NS } from './i18n';
import { PartyForm, useRoles } from './party-form';
import { useAddResident, useResidentSearch, useWholeSupposedList } from './relationship-queries';

const KPP = /^\d{9}$/;

/** 02 §5: the list of that link type already holds a party with this INN and a matching KPP / OGRN. */
export function isDuplicate(
  rows: readonly ContractorRow[] | undefined,
  inn: string,
  kpp: string,
  ogrn: string,
) {
  return (rows ?? []).some((r) => r.inn === inn && (kpp ? r.kpp === kpp : r.ogrn === ogrn));
}

/**
 * Adds a legal entity or entrepreneur found in the state register to the subcontractors and/or
 * producers (02 §2.6, §5). The dialog closes after the add, also when it failed (02 §4).
 */
export function AddResidentDialog({
  kind,
  link,
  onClose,
}: {
  kind: 'LEGAL' | 'INDIVIDUAL';
  link: LinkType;
  onClose: () => void;
}) {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const [query, setQuery] = useState('');
  const [record, setRecord] = useState<ResidentSearchResult | null>(null);
  const [kpp, setKpp] = useState('');
  const roleState = useRoles(link);
  const { roles, noRole } = roleState;
  const debounced = useDebouncedValue(query.trim(), RELATIONSHIP_SEARCH_DEBOUNCE_MS);
  const searching = !record && debounced.length >= RELATIONSHIP_SEARCH_MIN_CHARS;
  const found = useResidentSearch(debounced, kind === 'LEGAL' ? 'legal' : 'individual', searching);
  const subs = useWholeSupposedList('SUBCONTRACTOR');
  const prods = useWholeSupposedList('PRODUCER');
  const add = useAddResident();

  const kppValue = record?.kpp ?? kpp;
  const kppInvalid = kind === 'LEGAL' && record !== null && !KPP.test(kppValue);
  const duplicate =
    record !== null &&
    ((roles.isSubContractor && isDuplicate(subs.data?.content, record.inn, kppValue, record.ogrn)) ||
      (roles.isProducer && isDuplicate(prods.data?.content, record.inn, kppValue, record.ogrn)));
  const canSubmit = record !== null && !kppInvalid && !duplicate && !noRole && !add.isPending;

  const submit = () => {
    if (!record || !canSubmit) return;
    add.mutate(
      {
        type: kind,
        inn: record.inn,
        ...(kind === 'LEGAL' ? { kpp: kppValue } : {}),
        ogrn: record.ogrn,
        ...roles,
      },
      { onSettled: onClose },
    );
  };

  return (
    <PartyForm
      testId="rel-add-resident"
      idPrefix="rel"
      header={t('create.title')}
      width={640}
      submitLabel={t('create.submit')}
      canSubmit={canSubmit}
      pending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
      search={{
        label: t('create.search'),
        query,
        onChange: (value) => {
          setQuery(value);
          setRecord(null);
          setKpp('');
        },
      }}
      searching={searching}
      results={found.data}
      describe={(r) => (
        <>
          {t('create.inn')} {r.inn}
          {r.kpp ? ` · ${t('create.kpp')} ${r.kpp}` : ''} · {t('create.ogrn')} {r.ogrn}
        </>
      )}
      onPick={(r) => {
        setRecord(r);
        setQuery(r.name);
      }}
      roles={roleState}
      footnote={
        duplicate && <Message severity="error" text={t('create.duplicate')} data-testid="rel-duplicate" />
      }
    >
      {record && (
        <div className="rel-fields">
          <FormField id="rel-inn" label={t('create.inn')}>
            <InputText id="rel-inn" value={record.inn} readOnly />
          </FormField>
          {kind === 'LEGAL' && (
            <FormField
              id="rel-kpp"
              label={t('create.kpp')}
              error={kppInvalid ? t('create.kppRequired') : null}
            >
              <InputText
                id="rel-kpp"
                value={kppValue}
                readOnly={record.kpp !== null}
                inputMode="numeric"
                maxLength={9}
                onChange={(e) => setKpp(e.target.value.replace(/\D/g, ''))}
              />
            </FormField>
          )}
          <FormField id="rel-ogrn" label={t('create.ogrn')}>
            <InputText id="rel-ogrn" value={record.ogrn} readOnly />
          </FormField>
        </div>
      )}
    </PartyForm>
  );
}
