import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkType } from '@shared/api/areas/relationships';
import { FormField } from '../../shared/ui/form-field';
import { RELATIONSHIPS_NS } from './i18n';

const ROLES = ['isSubContractor', 'isProducer'] as const;
export type Roles = Record<(typeof ROLES)[number], boolean>;

/** The lists a new party joins: the one the user added from is ticked; at least one is required (02 §5). */
export function useRoles(link: LinkType) {
  const [roles, setRoles] = useState<Roles>({
    isSubContractor: link === 'SUBCONTRACTOR',
    isProducer: link === 'PRODUCER',
  });
  return { roles, setRoles, noRole: !roles.isSubContractor && !roles.isProducer };
}

interface PartyFormProps<R extends { id: string; name: string }> {
  testId: string;
  /** Prefixes the inputs' ids (`<prefix>-search`, `<prefix>-isProducer`…). */
  idPrefix: string;
  header: string;
  /** The dialog's width on a desktop; full width below it. */
  width: number;
  submitLabel: string;
  canSubmit: boolean;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The register search; null hides it. */
  search: { label: string; query: string; onChange: (query: string) => void } | null;
  /** Whether the results list shows (a long enough query and nothing picked yet). */
  searching: boolean;
  results: readonly R[] | undefined;
  /** The line under a result's name. */
  describe: (result: R) => ReactNode;
  onPick: (result: R) => void;
  /** The list check boxes; null hides them. */
  roles: ReturnType<typeof useRoles> | null;
  /** What the dialog shows between the results and the lists: the picked or entered party. */
  children: ReactNode;
  /** A message under everything (a duplicate). */
  footnote?: ReactNode;
}

/**
 * The frame both add dialogs share (02 §2.6, §5): a register search with its results, the party's
 * own fields, the lists the party joins, and cancel / submit.
 */
export function PartyForm<R extends { id: string; name: string }>(props: PartyFormProps<R>) {
  const { t } = useTranslation(RELATIONSHIPS_NS);
  const { idPrefix, search, roles } = props;
  return (
    <Dialog
      visible
      header={props.header}
      onHide={props.onClose}
      style={{ width: `min(${props.width}px, 100vw)` }}
      breakpoints={{ [`${props.width}px`]: '100vw' }}
      footer={
        <>
          <Button label={t('cancel')} severity="secondary" text onClick={props.onClose} />
          <Button
            label={props.submitLabel}
            onClick={props.onSubmit}
            disabled={!props.canSubmit}
            loading={props.pending}
            data-testid="rel-submit"
          />
        </>
      }
      data-testid={props.testId}
    >
      {search && (
        <FormField id={`${idPrefix}-search`} label={search.label} hint={t('create.searchHint')}>
          <InputText
            id={`${idPrefix}-search`}
            value={search.query}
            onChange={(e) => search.onChange(e.target.value)}
            autoComplete="off"
            data-testid="rel-search"
          />
        </FormField>
      )}
      {props.searching && (
        <ul className="rel-results" data-testid="rel-results">
          {props.results?.length === 0 && <li className="muted">{t('create.nothing')}</li>}
          {props.results?.map((r) => (
            <li key={r.id}>
              <button type="button" onClick={() => props.onPick(r)}>
                <strong>{r.name}</strong>
                <span className="muted small">{props.describe(r)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.children}
      {roles && (
        <>
          <div className="rel-roles">
            {ROLES.map((role) => (
              <div className="consent" key={role}>
                <Checkbox
                  inputId={`${idPrefix}-${role}`}
                  checked={roles.roles[role]}
                  onChange={(e) => roles.setRoles((r) => ({ ...r, [role]: Boolean(e.checked) }))}
                />
                <label htmlFor={`${idPrefix}-${role}`}>{t(`create.${role}`)}</label>
              </div>
            ))}
          </div>
          {roles.noRole && <small className="p-error">{t('create.roleRequired')}</small>}
        </>
      )}
      {props.footnote}
    </Dialog>
  );
}
