import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCredentials, type ResidentSearchResult } from '@shared/api/areas/registration';
import { RELATIONSHIP_SEARCH_DEBOUNCE_MS, RELATIONSHIP_SEARCH_MIN_CHARS } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { FormField } from '../../shared/ui/form-field';
import { DOCUMENTS_NS } from './i18n';

/** The most a document's name holds (validate-and-create-document customName). */
const NAME_MAX = 200;

/** The owner chain's name for the reviewer: the type and the owners it names, with their INN. */
export function ownerChainName(typeName: string, owners: readonly ResidentSearchResult[]): string | null {
  if (owners.length === 0) return null;
  const text = `${typeName}: ${owners.map((o) => `${o.shortName || o.name} (${o.inn})`).join(', ')}`;
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text;
}

interface Props {
  owners: ResidentSearchResult[];
  onChange: (owners: ResidentSearchResult[]) => void;
}

/**
 * The owner chain form (03 §2): the companies the chain names, looked up in the state register by INN,
 * OGRN or name (GET /search/credentials, from 3 characters) so their requisites are the register's and
 * not retyped; they name the document for the reviewer.
 */
export function OwnerLookup({ owners, onChange }: Props) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), RELATIONSHIP_SEARCH_DEBOUNCE_MS);
  const enabled = search.length >= RELATIONSHIP_SEARCH_MIN_CHARS;
  const found = useQuery({
    queryKey: [searchCredentials.id, search],
    queryFn: ({ signal }) => apiCall(searchCredentials, { signal, query: { search }, silent: true }),
    enabled,
  });
  const chosen = new Set(owners.map((o) => o.id));

  return (
    <div className="doc-owners" data-testid="owner-lookup">
      <FormField id="doc-owner-search" label={t('owners.search')} hint={t('owners.hint')}>
        <InputText
          id="doc-owner-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </FormField>
      {enabled && (
        <ul className="doc-owner-results" data-testid="owner-results">
          {found.data?.length === 0 && <li className="muted">{t('owners.nothing')}</li>}
          {found.data
            ?.filter((r) => !chosen.has(r.id))
            .map((r) => (
              <li key={r.id}>
                <Button
                  type="button"
                  text
                  size="small"
                  className="doc-owner-option"
                  onClick={() => {
                    onChange([...owners, r]);
                    setText('');
                  }}
                >
                  <span>{r.name}</span>
                  <span className="muted small">
                    {t('owners.ids', { inn: r.inn, ogrn: r.ogrn })}
                    {r.kpp ? ` · ${t('owners.kpp', { kpp: r.kpp })}` : ''}
                  </span>
                </Button>
              </li>
            ))}
        </ul>
      )}
      {owners.length > 0 && (
        <ul className="doc-owner-list" data-testid="owners">
          {owners.map((o) => (
            <li key={o.id}>
              <span>
                {o.name} <span className="muted small">{t('owners.ids', { inn: o.inn, ogrn: o.ogrn })}</span>
              </span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                size="small"
                severity="danger"
                aria-label={t('owners.remove', { name: o.name })}
                onClick={() => onChange(owners.filter((x) => x.id !== o.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
