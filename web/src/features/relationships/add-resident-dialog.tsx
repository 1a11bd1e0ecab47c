import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
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
  const [roles, setRoles] = useState({
    isSubContractor: link === 'SUBCONTRACTOR',
    isProducer: link === 'PRODUCER',
  });
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
  const noRole = !roles.isSubContractor && !roles.isProducer;
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
    <Dialog
      visible
      header={t('create.title')}
      onHide={onClose}
      style={{ width: 'min(640px, 100vw)' }}
      breakpoints={{ '640px': '100vw' }}
      footer={
        <>
          <Button label={t('cancel')} severity="secondary" text onClick={onClose} />
          <Button
            label={t('create.submit')}
            onClick={submit}
            disabled={!canSubmit}
            loading={add.isPending}
            data-testid="rel-submit"
          />
        </>
      }
      data-testid="rel-add-resident"
    >
      <FormField id="rel-search" label={t('create.search')} hint={t('create.searchHint')}>
        <InputText
          id="rel-search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setRecord(null);
            setKpp('');
          }}
          autoComplete="off"
          data-testid="rel-search"
        />
      </FormField>
      {searching && (
        <ul className="rel-results" data-testid="rel-results">
          {found.data?.length === 0 && <li className="muted">{t('create.nothing')}</li>}
          {found.data?.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => {
                  setRecord(r);
                  setQuery(r.name);
                }}
              >
                <strong>{r.name}</strong>
                <span className="muted small">
                  {t('create.inn')} {r.inn}
                  {r.kpp ? ` · ${t('create.kpp')} ${r.kpp}` : ''} · {t('create.ogrn')} {r.ogrn}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
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
      <div className="rel-roles">
        {(['isSubContractor', 'isProducer'] as const).map((role) => (
          <div className="consent" key={role}>
            <Checkbox
              inputId={`rel-${role}`}
              checked={roles[role]}
              onChange={(e) => setRoles((r) => ({ ...r, [role]: Boolean(e.checked) }))}
            />
            <label htmlFor={`rel-${role}`}>{t(`create.${role}`)}</label>
          </div>
        ))}
      </div>
      {noRole && <small className="p-error">{t('create.roleRequired')}</small>}
      {duplicate && <Message severity="error" text={t('create.duplicate')} data-testid="rel-duplicate" />}
    </Dialog>
  );
}
