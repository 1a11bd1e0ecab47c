import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { DocumentSignature, DocumentTask } from '@shared/api/areas/documents';
import type { SignatureVerdict } from '@shared/constants/documents';
import './signature-verdicts.css';
import { formatDate, formatDateTime } from '../i18n/dates';

const SEVERITY: Record<SignatureVerdict, 'success' | 'danger' | 'warning'> = {
  VALID: 'success',
  INVALID: 'danger',
  EXPIRED: 'danger',
  UNTRUSTED: 'warning',
  NOT_SIGNATURE: 'danger',
};

/** The verdict alone, as the queues show it: one tag per signed file. */
export function SignatureTags({ task }: { task: Pick<DocumentTask, 'signatures'> }) {
  const { t } = useTranslation();
  return (
    <>
      {task.signatures.map((s) => (
        <Tag
          key={s.signatureFileId}
          value={t(`signature.verdict.${s.verdict}`)}
          severity={SEVERITY[s.verdict]}
          icon={s.foreignInn ? 'pi pi-exclamation-triangle' : 'pi pi-verified'}
          title={s.foreignInn ? t('signature.foreignInn') : undefined}
          data-testid="signature-verdict"
        />
      ))}
    </>
  );
}

function SignatureDetails({
  signature,
  fileName,
}: {
  signature: DocumentSignature;
  fileName: string | null;
}) {
  const { t } = useTranslation();
  const signer = signature.signer;
  const ids = [
    signer?.inn && t('signature.inn', { value: signer.inn }),
    signer?.innle && t('signature.innle', { value: signer.innle }),
    signer?.ogrn && t('signature.ogrn', { value: signer.ogrn }),
  ].filter(Boolean);
  return (
    <li className="signature" data-testid="signature">
      <Tag
        value={t(`signature.verdict.${signature.verdict}`)}
        severity={SEVERITY[signature.verdict]}
        data-testid="signature-verdict"
      />
      {signature.taxAuthority && <Tag value={t('signature.taxAuthority')} severity="info" />}
      {signature.foreignInn && (
        <Tag
          value={t('signature.foreignInn')}
          severity="warning"
          icon="pi pi-exclamation-triangle"
          data-testid="signature-foreign-inn"
        />
      )}
      <dl>
        {fileName && (
          <>
            <dt>{t('signature.file')}</dt>
            <dd>{fileName}</dd>
          </>
        )}
        {signer && (
          <>
            <dt>{t('signature.signedBy')}</dt>
            <dd data-testid="signature-signer">
              {[signer.name, signer.position, signer.organisation, ...ids].filter(Boolean).join(', ')}
            </dd>
          </>
        )}
        {signature.issuer && (
          <>
            <dt>{t('signature.issuer')}</dt>
            <dd>
              {signature.issuer}
              {signature.validFrom && signature.validTo
                ? `, ${t('signature.validity', {
                    from: formatDate(signature.validFrom),
                    to: formatDate(signature.validTo),
                  })}`
                : ''}
            </dd>
          </>
        )}
        {signature.signingTime && (
          <>
            <dt>{t('signature.signingTime')}</dt>
            <dd>{formatDateTime(signature.signingTime)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * Who signed a document and whether the signature holds (issue 19): for each signed file the verdict, the
 * signer from the certificate (name, position, organisation, INN/OGRN), its issuer and validity, the signing
 * time, and a warning when the signer's INN is not the counterparty's.
 */
export function SignatureVerdicts({ task }: { task: Pick<DocumentTask, 'signatures' | 'files'> }) {
  const { t } = useTranslation();
  if (task.signatures.length === 0) return null;
  const names = new Map(task.files.map((f) => [f.id, f.name]));
  return (
    <section className="signatures" data-testid="signatures" aria-label={t('signature.title')}>
      <ul>
        {task.signatures.map((signature) => (
          <SignatureDetails
            key={signature.signatureFileId}
            signature={signature}
            fileName={task.signatures.length > 1 ? (names.get(signature.fileId) ?? null) : null}
          />
        ))}
      </ul>
    </section>
  );
}
