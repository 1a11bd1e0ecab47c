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
  NOT_CA: 'danger',
  NO_CERT_SIGN: 'danger',
  PATH_TOO_LONG: 'danger',
  CRITICAL_EXTENSION: 'danger',
  SIGNING_NOT_ALLOWED: 'danger',
  CA_EXPIRED: 'danger',
  ANCHOR_EXPIRED: 'danger',
  REVOKED: 'danger',
  REVOCATION_UNKNOWN: 'warning',
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
    signer?.ogrnip && t('signature.ogrnip', { value: signer.ogrnip }),
  ].filter(Boolean);
  const marks = signature.qualified;
  return (
    <li className="signature" data-testid="signature">
      <Tag
        value={t(`signature.verdict.${signature.verdict}`)}
        severity={SEVERITY[signature.verdict]}
        data-testid="signature-verdict"
      />
      {signature.taxAuthority && <Tag value={t('signature.taxAuthority')} severity="info" />}
      {marks && !marks.qualified && signature.verdict !== 'INVALID' && (
        <Tag
          value={t('signature.notQualified')}
          severity="warning"
          icon="pi pi-exclamation-triangle"
          data-testid="signature-not-qualified"
        />
      )}
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
        {signature.problem && signature.verdict !== 'VALID' && (
          <>
            <dt>{t('signature.problem')}</dt>
            <dd data-testid="signature-problem">{signature.problem}</dd>
          </>
        )}
        {signature.signingTime && (
          <>
            <dt>{t('signature.signingTime')}</dt>
            <dd>{formatDateTime(signature.signingTime)}</dd>
          </>
        )}
        {signature.judgedAt && signature.timeReason && (
          <>
            <dt>{t('signature.judgedAt')}</dt>
            <dd data-testid="signature-judged-at">
              {`${formatDateTime(signature.judgedAt)}, ${t(`signature.timeReason.${signature.timeReason}`)}`}
            </dd>
          </>
        )}
        {signature.path.length > 0 && (
          <>
            <dt>{t('signature.revocation.title')}</dt>
            <dd data-testid="signature-revocation">
              {t(`signature.revocation.${signature.revocation}`, {
                at: signature.revokedAt ? formatDateTime(signature.revokedAt) : '',
              })}
            </dd>
          </>
        )}
        {marks?.qualified && (
          <>
            <dt>{t('signature.qualified')}</dt>
            <dd>{[marks.classes.join(', '), marks.subjectSignTool].filter(Boolean).join('; ')}</dd>
          </>
        )}
        {signature.path.length > 0 && (
          <>
            <dt>{t('signature.path')}</dt>
            <dd>
              <ol className="signature-path" data-testid="signature-path">
                {signature.path.map((c) => (
                  <li key={`${c.role}-${c.serial}`}>
                    <strong>{t(`signature.role.${c.role}`)}</strong>: {c.holder ?? '—'}
                    {c.role !== 'ANCHOR' && c.issuer
                      ? `, ${t('signature.issuedBy', { issuer: c.issuer })}`
                      : ''}
                    {`, ${t('signature.validity', {
                      from: formatDate(c.validFrom),
                      to: formatDate(c.validTo),
                    })}`}
                    {`, ${c.ca ? t('signature.ca') : t('signature.notCa')}`}
                    {c.pathLength !== null ? ` (pathLenConstraint ${c.pathLength})` : ''}
                  </li>
                ))}
              </ol>
            </dd>
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
