import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfileRow } from '@shared/api/areas/admin';
import { RISK_TIERS, type RiskTier } from '@shared/api/areas/prequalification';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';
import { PageHeading } from '../../shared/ui/page-heading';
import { TIER_SEVERITY } from '../../shared/ui/risk-tier';
import { useProfilesSearch } from './admin-queries';
import { ADMIN_NS } from './i18n';
import { EsignTrustStatus } from './esign-trust-status';
import { RetentionCases } from './retention-cases';
import { SectionNotices } from './section-notices';
import { StageHealth } from './stage-health';
import { UserEditDialog } from './user-edit-dialog';
import './admin.css';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { usePhone } from '../../shared/ui/use-phone';
import { shortId } from '../../shared/ui/short-text';

const COLUMNS = [
  'loginId',
  'name',
  'typeName',
  'code',
  'registrationStateName',
  'requisites',
  'riskTier',
] as const;

/** The tax id, KPP and OGRN share one column, a line each: the table then fits a 1280 px screen. */
const REQUISITES = ['taxId', 'kpp', 'ogrn'] as const;

/**
 * /admin/user (02 §2.7): every profile searched by tax id, name or supplier code (Enter or Find),
 * one row chosen by its radio or a click (a second click lets go), and the edit modal for it.
 */
export function AdminUsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const phone = usePhone();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState<number>(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<UserProfileRow | null>(null);
  const [editing, setEditing] = useState(false);
  const [tier, setTier] = useState<RiskTier | null>(null);
  const result = useProfilesSearch(search, first, rows, tier);
  const tierOptions = RISK_TIERS.map((value) => ({ value, label: t(`riskTier.${value}`) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(input.trim());
    setFirst(0);
    setSelected(null);
    void result.refetch();
  };
  const nd = (
    <span className="muted" title={t('ndTitle')}>
      {t('nd')}
    </span>
  );
  const cell = (key: (typeof COLUMNS)[number]) => (row: UserProfileRow) => {
    if (key === 'requisites')
      return (
        <dl className="admin-requisites">
          {REQUISITES.map((part) => (
            <div key={part}>
              <dt>{t(`columns.${part}`)}</dt>
              <dd>{row[part] || nd}</dd>
            </div>
          ))}
        </dl>
      );
    if (key === 'loginId')
      // The login, and under it the first characters of the UUID (the whole one on hover).
      return (
        <div className="admin-login">
          <span title={row.login}>{row.login}</span>
          <span className="muted small" title={row.id}>
            {shortId(row.id)}
          </span>
        </div>
      );
    const value = row[key];
    if (value === null || value === '') return nd;
    if (key === 'typeName') return t(`typeName.${value}`);
    // Statuses in words; a status this screen does not know yet shows as it comes.
    if (key === 'registrationStateName')
      return t(`common:registrationState.${value}`, { defaultValue: String(value) });
    if (key === 'riskTier')
      return <Tag value={t(`riskTier.${value}`)} severity={TIER_SEVERITY[row.riskTier!]} />;
    return value;
  };

  const columns = COLUMNS.map((key) => (
    <Column key={key} header={t(`columns.${key}`)} body={cell(key)} bodyClassName={`admin-col-${key}`} />
  ));

  return (
    <section className="page" data-testid="admin-users">
      <PageHeading title={t('title')} />
      <p className="page-intro">{t('subtitle')}</p>
      <form className="admin-search" onSubmit={submit} role="search">
        <InputText
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          type="search"
          data-testid="admin-search"
        />
        <Dropdown
          value={tier}
          options={tierOptions}
          onChange={(e) => {
            setTier((e.value as RiskTier | undefined) ?? null);
            setFirst(0);
            setSelected(null);
          }}
          placeholder={t('allTiers')}
          aria-label={t('tierFilter')}
          showClear
          data-testid="admin-tier-filter"
        />
        <Button type="submit" label={t('find')} icon="pi pi-search" data-testid="admin-find" />
        {/* On a phone each card has its own edit button. */}
        {!phone && (
          <Button
            type="button"
            label={t('edit')}
            icon="pi pi-pencil"
            severity="secondary"
            disabled={!selected}
            onClick={() => setEditing(true)}
            data-testid="admin-edit"
          />
        )}
      </form>
      <ResponsiveTable
        rows={result.data?.content ?? []}
        dataKey="id"
        columns={columns}
        pageRows={rows}
        server={{
          first,
          total: result.data?.count ?? 0,
          onPage: (next, pageRows) => {
            setFirst(next);
            setRows(pageRows);
          },
          alwaysShown: true,
        }}
        loading={result.isFetching}
        empty={t('empty')}
        testId="admin-users-table"
        // A phone's card has its own edit button (there is no row to choose first); the table's row
        // click chooses (and a second click releases) the user for the edit button above it.
        open={{
          label: t('edit'),
          onOpen: (row) => {
            setSelected(row);
            setEditing(true);
          },
          cardsOnly: true,
        }}
        striped
        small
        className="admin-table"
        scrollClassName="admin-scroll"
        table={{
          onRowClick: (row) => setSelected((current) => (current?.id === row.id ? null : row)),
          rowClassName: (row) => ({ 'p-highlight': row.id === selected?.id }),
          // A native radio with the user's login for a name (PrimeReact's radio column has none); the
          // row's click selects, so the radio itself only shows the choice.
          leading: (
            <Column
              header={<span className="p-hidden-accessible">{t('columns.select')}</span>}
              headerStyle={{ width: '2rem' }}
              body={(row: UserProfileRow) => (
                <input
                  type="radio"
                  name="admin-user"
                  className="admin-row-radio"
                  checked={selected?.id === row.id}
                  onChange={() => undefined}
                  aria-label={t('selectUser', { login: row.login })}
                />
              )}
            />
          ),
        }}
      />
      {editing && selected && <UserEditDialog row={selected} onClose={() => setEditing(false)} />}
      <SectionNotices />
      <RetentionCases />
      <StageHealth />
      <EsignTrustStatus />
    </section>
  );
}
