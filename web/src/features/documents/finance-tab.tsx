import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceRecord } from '@shared/api/areas/documents';
import { showNotice } from '../../shared/api/dialogs';
import { DecimalInput } from '../../shared/ui/decimal-input';
import { decimalSeparator, decimalValue, formatDecimal } from '../../shared/ui/decimal-text';
import { FormField } from '../../shared/ui/form-field';
import { financeKindOf, useFinance, useSaveFinance } from './documents-queries';
import { DOCUMENTS_NS } from './i18n';

const money = (n: number, language: string) =>
  formatDecimal(n.toFixed(2).replace(/\.00$/, ''), { grouping: true, separator: decimalSeparator(language) });

/**
 * Financial indicators of an entrepreneur (03 §5, §7): one year at a time, both numbers required;
 * the automated simplified system (AUSN) keeps its own list.
 */
export function FinanceTab({ taxRegime, years }: { taxRegime: string | null; years: number[] }) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const kind = financeKindOf(taxRegime);
  const records = useFinance(kind);
  const save = useSaveFinance(kind);
  const [year, setYear] = useState<number | null>(null);
  const [income, setIncome] = useState('');
  const [deduction, setDeduction] = useState('');
  const [touched, setTouched] = useState(false);

  const missing = (value: string) => touched && value === '';
  const reset = () => {
    setIncome('');
    setDeduction('');
    setTouched(false);
  };
  const choose = (chosen: number) => {
    setYear(chosen);
    const stored = records.data?.find((r) => r.year === chosen);
    setIncome(stored ? String(stored.totalIncome) : '');
    setDeduction(stored ? String(stored.professionalTaxDeduction) : '');
  };
  const submit = () => {
    setTouched(true);
    const totalIncome = decimalValue(income);
    const professionalTaxDeduction = decimalValue(deduction);
    if (year === null || totalIncome === null || professionalTaxDeduction === null) return;
    save.mutate(
      { year, totalIncome, professionalTaxDeduction },
      {
        onSuccess: () => {
          showNotice({
            titleKey: 'dialogs.notificationTitle',
            textKey: 'documents:finance.saved',
            closable: true,
          });
          setTouched(false);
        },
      },
    );
  };

  return (
    <div className="doc-finance" data-testid="finance-tab">
      <p className="page-intro">{t('finance.intro')}</p>
      <form
        className="doc-finance-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField
          id="finance-year"
          label={t('finance.year')}
          error={touched && year === null ? t('finance.required') : null}
        >
          <Dropdown
            inputId="finance-year"
            value={year}
            options={years.map((y) => ({ label: String(y), value: y }))}
            onChange={(e) => choose(e.value as number)}
            placeholder={t('finance.year')}
          />
        </FormField>
        <FormField
          id="finance-income"
          label={t('finance.totalIncome')}
          error={missing(income) ? t('finance.numberRequired') : null}
        >
          <DecimalInput id="finance-income" grouping value={income} onValueChange={setIncome} />
        </FormField>
        <FormField
          id="finance-deduction"
          label={t('finance.professionalTaxDeduction')}
          error={missing(deduction) ? t('finance.numberRequired') : null}
        >
          <DecimalInput id="finance-deduction" grouping value={deduction} onValueChange={setDeduction} />
        </FormField>
        <div className="doc-actions">
          <Button
            type="button"
            label={t('finance.reset')}
            severity="secondary"
            outlined
            disabled={income === '' && deduction === ''}
            onClick={reset}
          />
          <Button type="submit" label={t('finance.save')} loading={save.isPending} />
        </div>
        {save.isError && <Message severity="error" text={t('finance.saveFailed')} />}
      </form>
      <DataTable
        value={records.data ?? []}
        dataKey="year"
        loading={records.isPending}
        emptyMessage={t('empty')}
        className="doc-table"
        data-testid="finance-records"
      >
        <Column header={t('finance.year')} field="year" />
        <Column
          header={t('finance.totalIncome')}
          body={(r: FinanceRecord) => money(r.totalIncome, i18n.language)}
        />
        <Column
          header={t('finance.professionalTaxDeduction')}
          body={(r: FinanceRecord) => money(r.professionalTaxDeduction, i18n.language)}
        />
      </DataTable>
    </div>
  );
}
