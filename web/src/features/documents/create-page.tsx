import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  removeDocumentFile,
  startCreatingDocument,
  uploadDocumentFile,
  validateAndCreateDocument,
  type DocumentDraft,
  type DocumentPartSpec,
  type DocumentSpec,
  type DocumentType,
} from '@shared/api/areas/documents';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import type { DocumentPart, ReportingQuarter } from '@shared/constants/documents';
import { apiCall } from '../../shared/api/api-client';
import { showNotice } from '../../shared/api/dialogs';
import { uploadFailureText, uploadFile, warnUploadFailed } from '../../shared/api/upload-file';
import { FormField } from '../../shared/ui/form-field';
import { formatFileSize } from '../../shared/i18n/file-size';
import { ADD_DOCUMENTS, documentsHome } from '../../shared/config/documents-home';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { modeQuery, useInvalidateDocuments, useSpec, useSubcontractorId } from './documents-queries';
import { EditingLimited } from '../../shared/ui/editing-limited';
import { OwnerLookup, ownerChainName } from './owner-lookup';
import { periodKindOf, quarterLabel } from '@shared/constants/period-label';
import type { Language } from '@shared/constants/spec';
import { DOCUMENTS_NS } from './i18n';
import './documents.css';
import { DateInput } from '../../shared/ui/date-input';

const ACCEPT: Record<string, string> = {
  pdf: '.pdf,application/pdf',
  xml: '.xml,text/xml,application/xml',
  jpg: '.jpg,.jpeg,image/jpeg',
  png: '.png,image/png',
  tiff: '.tif,.tiff,image/tiff',
  sig: '.sig,.p7s,.p7m',
};

const partsOf = (type: DocumentType): DocumentPartSpec[] => [
  {
    code: 'MAIN',
    minCount: type.minCount,
    maxCount: type.maxCount,
    fileExtensions: type.fileExtensions,
    maxSize: type.maxSize,
  },
  ...type.subDocuments,
];

/** The years a type can be filed for now, and the quarters of the chosen year (03 §5). */
function periodChoices(spec: DocumentSpec, type: DocumentType, year: number | null) {
  const years = spec.reportingPeriods.filter((p) =>
    type.period === 'YEAR' ? p.quarters.includes(4) : p.quarters.length > 0,
  );
  const quarters = (years.find((p) => p.year === year)?.quarters ?? []) as ReportingQuarter[];
  return { years: years.map((p) => p.year), quarters };
}

interface PartProps {
  part: DocumentPartSpec;
  draft: DocumentDraft;
  disabled: boolean;
  onUpload: (part: DocumentPart, file: File) => Promise<void>;
  onRemove: (fileId: string) => Promise<void>;
}

/** One part of the document: its files, and a file input while the part has room (03 §4). */
function PartUpload({ part, draft, disabled, onUpload, onRemove }: PartProps) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const files = draft.files.filter((f) => f.part === part.code);
  const full = files.length >= part.maxCount;
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await onUpload(part.code, file);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="doc-part" data-testid={`part-${part.code}`}>
      <div className="doc-part-head">
        <span className="doc-part-label">{t(`parts.${part.code}`)}</span>
        <span className="muted small">
          {t('create.extensions', {
            list: part.fileExtensions.join(', '),
            size: formatFileSize(part.maxSize * 1024, i18n.language),
          })}
        </span>
      </div>
      <ul className="doc-part-files">
        {files.map((file) => (
          <li key={file.id}>
            <i className={`pi ${file.code === 'pdf' ? 'pi-file-pdf' : 'pi-file'}`} aria-hidden />
            <span className="doc-file-name">{file.name}</span>
            <Button
              type="button"
              icon="pi pi-trash"
              severity="danger"
              text
              size="small"
              aria-label={t('create.remove', { name: file.name })}
              disabled={disabled}
              onClick={() => void onRemove(file.id)}
            />
          </li>
        ))}
      </ul>
      {!full && !disabled && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            data-testid={`file-input-${part.code}`}
            accept={part.fileExtensions.map((e) => ACCEPT[e] ?? `.${e}`).join(',')}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void upload(chosen);
            }}
          />
          <Button
            type="button"
            label={busy ? t('create.uploading') : t('create.chooseFile')}
            icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-upload'}
            severity="secondary"
            outlined
            size="small"
            disabled={busy}
            onClick={() => input.current?.click()}
          />
        </>
      )}
    </div>
  );
}

/**
 * /documents/create (03 §2, §7): the type selector in two groups, the notices of the supplier's tax
 * regime, the type's form (period, name or certificate date) and its parts; the files go up through the
 * files service and are attached to a draft; "send" checks the whole and sends it for review.
 * /subcontractor/{id}/documents/v2/create is the same screen in subcontractor mode: the documents are
 * that subcontractor's, and the way back leads to its page.
 */
export function CreateDocumentPage() {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const user = useCurrentUser();
  const subcontractorId = useSubcontractorId();
  const query = modeQuery(subcontractorId);
  // With the history switched off (03 §2) this screen is where the section opens: no way back.
  const home = documentsHome();
  const back = subcontractorId ? `/subcontractor/${subcontractorId}` : home === ADD_DOCUMENTS ? null : home;
  const spec = useSpec(subcontractorId);
  const navigate = useNavigate();
  const invalidate = useInvalidateDocuments();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const [current, setDraft] = useState<DocumentDraft | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [quarter, setQuarter] = useState<ReportingQuarter | null>(null);
  const [customName, setCustomName] = useState('');
  const [owners, setOwners] = useState<ResidentSearchResult[]>([]);
  const [certificateDate, setCertificateDate] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const types = spec.data ? [...spec.data.required.documentTypes, ...spec.data.additional.documentTypes] : [];
  // The docType query parameter preselects a type of the specification (03 §2).
  const preselected = params.get('docType');
  const typeCode = chosen ?? (types.some((x) => x.code === preselected) ? preselected : null);
  const type = types.find((x) => x.code === typeCode) ?? null;
  const canSave = spec.data?.canSave ?? false;
  // On moderation only the types that ask for a change instead of making it may be filed.
  const mayFile = canSave || (type?.uploadWhileOnModeration ?? false);
  // A draft of another type (the type was just changed) is left behind.
  const draft = current?.documentType === typeCode ? current : null;

  const start = useMutation({
    mutationFn: (documentType: string) => apiCall(startCreatingDocument, { query, body: { documentType } }),
    onSuccess: setDraft,
  });
  const { mutate: startDraft, isPending: starting } = start;
  useEffect(() => {
    if (typeCode && mayFile && current?.documentType !== typeCode && !starting) startDraft(typeCode);
  }, [typeCode, mayFile, current, starting, startDraft]);

  /** Changing the type starts over: period, name and the files of the other type are dropped (03 §2). */
  const choose = (code: string) => {
    setChosen(code);
    setYear(null);
    setQuarter(null);
    setOwners([]);
    setFailure(null);
    setTouched(false);
  };

  if (user?.accountType === 'NONRESIDENT') return <Navigate to="/404" replace />;

  const onUpload = async (part: DocumentPart, file: File) => {
    if (!draft) return;
    setFailure(null);
    try {
      const uploaded = await uploadFile(file, 'DOCUMENT');
      setDraft(
        await apiCall(uploadDocumentFile, {
          query: { ...query, temporaryDocumentId: draft.temporaryDocumentId, documentPart: part },
          body: { fileId: uploaded.id },
          silent: true,
        }),
      );
    } catch (error) {
      warnUploadFailed(error);
    }
  };
  const onRemove = async (fileId: string) => {
    if (!draft) return;
    setDraft(
      await apiCall(removeDocumentFile, {
        query,
        body: { temporaryDocumentId: draft.temporaryDocumentId, fileId },
      }),
    );
  };

  const parts = type ? partsOf(type) : [];
  // The count is of the document's own files: a detached signature beside them is optional (issue 19).
  const counted = (part: string) => part !== 'SIGNATURE';
  const total = parts.filter((p) => counted(p.code)).reduce((sum, p) => sum + p.maxCount, 0);
  const choices = spec.data && type ? periodChoices(spec.data, type, year) : { years: [], quarters: [] };
  const periodMissing =
    type !== null &&
    ((type.period !== 'NONE' && year === null) || (type.period === 'QUARTER' && quarter === null));

  const submit = async () => {
    setTouched(true);
    if (!draft || !type || periodMissing) return;
    setSending(true);
    setFailure(null);
    try {
      await apiCall(validateAndCreateDocument, {
        query,
        body: {
          temporaryDocumentId: draft.temporaryDocumentId,
          ...(type.period !== 'NONE' ? { reportingYear: year } : {}),
          ...(type.period === 'QUARTER' ? { reportingQuarter: quarter } : {}),
          ...(type.form === 'OTHER' && customName.trim() ? { customName: customName.trim() } : {}),
          ...(type.form === 'OWNER_CHAIN' && owners.length > 0
            ? { customName: ownerChainName(type.name, owners) }
            : {}),
          ...(type.form === 'NO_TAX_ARREARS' && certificateDate ? { certificateDate } : {}),
        },
        silent: true,
      });
      await invalidate();
      showNotice({ titleKey: 'dialogs.notificationTitle', textKey: 'documents:create.sent', closable: true });
      void navigate(subcontractorId ? `/documents/status/${subcontractorId}` : '/documents/status');
    } catch (error) {
      setFailure(uploadFailureText(error) ?? t('create.failed'));
    } finally {
      setSending(false);
    }
  };

  const groups = spec.data
    ? [spec.data.required, spec.data.additional].map((group) => ({
        label: t(`groups.${group.groupCode}`),
        items: group.documentTypes.map((x) => ({ label: x.name, value: x.code })),
      }))
    : [];
  const notices = (spec.data?.topNotificationBar ?? []).filter(
    (n) => spec.data?.taxRegime && n.applicableToTaxRegimeCode.includes(spec.data.taxRegime),
  );

  return (
    <section className="page" data-testid="documents-create">
      {back && (
        <Link to={back} className="doc-back">
          <i className="pi pi-arrow-left" aria-hidden /> {t('back')}
        </Link>
      )}
      <PageHeading title={t('add')} />
      {spec.data?.subcontractor && (
        <p className="page-intro" data-testid="subcontractor-mode">
          {t('subcontractor.for', { name: spec.data.subcontractor.name })}
        </p>
      )}
      {spec.isError && subcontractorId && <Navigate to="/404" replace />}
      {spec.data && !mayFile && <EditingLimited className="doc-limited" />}
      {notices.length > 0 && (
        <div className="doc-notices" data-testid="top-notification-bar">
          {notices.map((n) => (
            <Message key={n.textKey} severity="info" text={t(`notice.${n.textKey}`)} />
          ))}
        </div>
      )}
      <form
        className="doc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField
          id="doc-type"
          label={t('create.type')}
          error={touched && !type ? t('create.typeRequired') : null}
        >
          <Dropdown
            inputId="doc-type"
            value={typeCode}
            options={groups}
            optionGroupLabel="label"
            optionGroupChildren="items"
            placeholder={t('create.typePlaceholder')}
            onChange={(e) => choose(e.value as string)}
            disabled={!canSave || (draft?.files.length ?? 0) > 0}
            filter
            className="doc-type-select"
          />
        </FormField>
        {type && type.period !== 'NONE' && (
          <div className="doc-period">
            <FormField
              id="doc-year"
              label={t('create.year')}
              error={touched && year === null ? t('create.choose') : null}
            >
              <Dropdown
                inputId="doc-year"
                value={year}
                options={choices.years.map((y) => ({ label: String(y), value: y }))}
                onChange={(e) => {
                  setYear(e.value as number);
                  setQuarter(null);
                }}
                placeholder={t('create.year')}
              />
            </FormField>
            {type.period === 'QUARTER' && (
              <FormField
                id="doc-quarter"
                label={t('create.quarter')}
                error={touched && quarter === null ? t('create.choose') : null}
                hint={year !== null && choices.quarters.length === 0 ? t('create.noQuarters') : undefined}
              >
                <Dropdown
                  inputId="doc-quarter"
                  value={quarter}
                  options={choices.quarters.map((q) => ({
                    label: quarterLabel(q, periodKindOf(type.code), i18n.language as Language),
                    value: q,
                  }))}
                  onChange={(e) => setQuarter(e.value as ReportingQuarter)}
                  placeholder={t('create.quarter')}
                  disabled={year === null}
                />
              </FormField>
            )}
          </div>
        )}
        {type?.form === 'OTHER' && (
          <FormField id="doc-name" label={t('create.customName')}>
            <InputText
              id="doc-name"
              value={customName}
              maxLength={200}
              onChange={(e) => setCustomName(e.target.value)}
            />
          </FormField>
        )}
        {type?.form === 'OWNER_CHAIN' && <OwnerLookup owners={owners} onChange={setOwners} />}
        {type?.form === 'NO_TAX_ARREARS' && (
          <FormField id="doc-certificate-date" label={t('create.certificateDate')}>
            <DateInput id="doc-certificate-date" value={certificateDate} onChange={setCertificateDate} />
          </FormField>
        )}
        {type && draft && (
          <div className="doc-parts">
            <p className="muted small">
              {type.taxForm ? t('create.xmlHint', { form: type.taxForm }) : t('create.pdfHint')}
            </p>
            <p className="doc-count" data-testid="uploaded-count">
              {t('create.uploaded', {
                count: draft.files.filter((f) => counted(f.part)).length,
                max: total,
              })}
            </p>
            {!mayFile && <Message severity="warn" text={t('editingRestricted')} />}
            {parts.map((part) => (
              <PartUpload
                key={part.code}
                part={part}
                draft={draft}
                disabled={!mayFile}
                onUpload={onUpload}
                onRemove={onRemove}
              />
            ))}
          </div>
        )}
        {failure && (
          <Message severity="error" text={failure} data-testid="create-error" className="doc-failure" />
        )}
        <div className="doc-actions">
          <Button
            type="submit"
            label={t('create.submit')}
            icon="pi pi-send"
            loading={sending}
            disabled={!mayFile || !draft || draft.files.length === 0}
          />
        </div>
      </form>
    </section>
  );
}
