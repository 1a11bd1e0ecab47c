import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARABLE_TAX_SYSTEMS, type ProfileForm } from '@shared/api/areas/profiles';
import type { UploadedFile } from '@shared/api/areas/files';
import { usnVatLimitOf } from '@shared/constants/usn-vat';
import { useDictionaryName } from '../../shared/dictionaries/dictionary-entries';
import { FormField } from '../../shared/ui/form-field';
import { PdfFileField } from '../../shared/ui/pdf-file-field';
import { useDeclareTaxRegime } from './declare-tax-regime';
import { PlainTable } from './plain-table';
import { QUESTIONNAIRE_NS } from './i18n';

type Chapter = NonNullable<ProfileForm['taxRegimeChapter']>;

/**
 * The declaration form: the year, the regime, the previous year's income (whether a УСН payer owes VAT
 * since 2025) and the confirming PDF (УСН/ЕСХН notice, patent), sent to the group's reviewer.
 */
function DeclareDialog({ onClose, onSent }: { onClose: () => void; onSent: (text: string) => void }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const taxName = useDictionaryName('TAX_TYPE');
  const declare = useDeclareTaxRegime();
  const thisYear = new Date().getFullYear();
  const [callYear, setCallYear] = useState(thisYear);
  const [taxSystem, setTaxSystem] = useState<string | null>(null);
  const [income, setIncome] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);
  const limit = taxSystem === 'USN' ? usnVatLimitOf(callYear) : null;

  const send = () => {
    setTouched(true);
    if (!taxSystem || !file) return;
    declare.mutate(
      {
        callYear,
        taxSystem: taxSystem as (typeof DECLARABLE_TAX_SYSTEMS)[number],
        previousYearIncome: income,
        notes: notes.trim() || null,
        fileId: file.id,
      },
      {
        onSuccess: (answer) => {
          onSent(answer.description);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      visible
      header={t('taxRegime.declareTitle')}
      onHide={onClose}
      style={{ width: 'min(40rem, 95vw)' }}
      data-testid="tax-regime-dialog"
      footer={
        <>
          <Button label={t('taxRegime.cancel')} text onClick={onClose} />
          <Button
            label={t('taxRegime.send')}
            data-testid="tax-regime-send"
            loading={declare.isPending || uploading}
            disabled={declare.isPending || uploading}
            onClick={send}
          />
        </>
      }
    >
      <p className="q-section-intro">{t('taxRegime.declareIntro')}</p>
      <FormField id="tax-regime-year" label={t('taxRegime.year')}>
        <Dropdown
          inputId="tax-regime-year"
          value={callYear}
          options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({
            label: String(y),
            value: y,
          }))}
          onChange={(e) => setCallYear(Number(e.value))}
        />
      </FormField>
      <FormField
        id="tax-regime-system"
        label={t('taxRegime.system')}
        error={touched && !taxSystem ? t('taxRegime.systemRequired') : undefined}
      >
        <Dropdown
          inputId="tax-regime-system"
          value={taxSystem}
          options={DECLARABLE_TAX_SYSTEMS.map((code) => ({ label: taxName(code) ?? code, value: code }))}
          onChange={(e) => setTaxSystem(String(e.value))}
          placeholder={t('taxRegime.choose')}
        />
      </FormField>
      <FormField id="tax-regime-income" label={t('taxRegime.income', { year: callYear - 1 })}>
        <InputNumber
          inputId="tax-regime-income"
          value={income}
          min={0}
          locale="ru-RU"
          onValueChange={(e) => setIncome(e.value ?? null)}
        />
      </FormField>
      {limit !== null && (
        <small className="muted" data-testid="tax-regime-vat-limit">
          {t('taxRegime.vatLimit', { year: callYear, limit: (limit / 1_000_000).toLocaleString('ru-RU') })}
        </small>
      )}
      <FormField id="tax-regime-notes" label={t('taxRegime.notes')}>
        <InputTextarea
          id="tax-regime-notes"
          value={notes}
          rows={2}
          maxLength={1000}
          onChange={(e) => setNotes(e.target.value)}
        />
      </FormField>
      {/* The confirming PDF, uploaded through the files API (purpose REGISTRATION) as soon as it is chosen. */}
      <PdfFileField
        id="tax-regime-document"
        label={t('taxRegime.document')}
        file={file}
        onChange={setFile}
        onBusyChange={setUploading}
      />
      {touched && !file && <small className="p-error">{t('taxRegime.documentRequired')}</small>}
    </Dialog>
  );
}

/** 03 §3: the regime per year with who said so, the declaration waiting for review, and «Изменить». */
export function TaxRegimeSection({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const taxName = useDictionaryName('TAX_TYPE');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="q-tax-regime" data-testid="q-tax-regime">
      <h3>{t('taxRegime.title')}</h3>
      <PlainTable
        testId="q-tax-regimes"
        rows={chapter.regimes.map((r) => ({ ...r, id: String(r.callYear) }))}
        emptyMessage={t('taxRegime.none')}
        columns={[
          { header: t('taxRegime.year'), body: (r) => r.callYear },
          { header: t('taxRegime.system'), body: (r) => taxName(r.taxSystem) },
          {
            header: t('taxRegime.source'),
            body: (r) => (r.source ? t(`taxRegime.sources.${r.source}`) : '—'),
          },
        ]}
      />
      {chapter.pending && (
        <Message
          severity="info"
          className="q-notice q-spaced"
          data-testid="q-tax-regime-pending"
          text={t('taxRegime.pending', {
            year: chapter.pending.callYear,
            system: taxName(chapter.pending.taxSystem),
          })}
        />
      )}
      {sent && <Message severity="success" className="q-notice q-spaced" text={sent} />}
      <Button
        label={t('taxRegime.change')}
        icon="pi pi-pencil"
        size="small"
        outlined
        data-testid="q-tax-regime-change"
        disabled={!chapter.canDeclare}
        onClick={() => setOpen(true)}
      />
      {open && <DeclareDialog onClose={() => setOpen(false)} onSent={setSent} />}
    </div>
  );
}
