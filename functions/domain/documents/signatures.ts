import type { SignatureVerdict, TaxAuthoritySignedForm } from '@shared/constants/documents';
import * as pkijs from 'pkijs';
import {
  certificateSubject,
  parseCertificate,
  partyOf,
  signatureDer,
  verifySignature,
  type CertificateParty,
  type PathCertificate,
  type QualifiedMarks,
  type RevocationState,
  type TimeReason,
  type TimeSource,
  type TrustAnchor,
} from '../../lib/gost-signature';
import { DocumentCheckError } from './document-check-error';
import type { AttachedFile } from './documents-repository';
import { checkPdf, pdfMentions } from './pdf-check';
import type { TrustList } from './trust-list-storage';
import './signature-messages';

/**
 * The e-signatures of a document being filed (issue 19): each main file with its detached signature
 * (SIGNATURE part, paired by name) or itself an attached one (.p7m in the MAIN part), checked against the
 * trust list. Loaded lazily with the GOST code: only a filing with a signature, or of a signed KND form, pays.
 */

/** The verdict on one signed file, kept on the document for the supplier and the reviewer. */
export interface SignatureRecord {
  /** The main file signed (a .p7m: the file itself). */
  fileId: string;
  signatureFileId: string;
  verdict: SignatureVerdict;
  signer: CertificateParty | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** The signer's own claim of when it signed: shown, never judged at. */
  signingTime: string | null;
  /** The time the certificates were judged at: a verified timestamp's, else when the cabinet received the file. */
  judgedAt?: string | null;
  timeSource?: TimeSource | null;
  timeReason?: TimeReason | null;
  /** signer → intermediates → anchor, as the reviewer sees it. */
  path?: PathCertificate[];
  /** The certificate the verdict is about (a refused CA, the revoked signer). */
  problem?: string | null;
  qualified?: QualifiedMarks | null;
  revocation?: RevocationState;
  revokedAt?: string | null;
  /** The signer is the tax authority: its chain ends in a tax-authority anchor and it names its INN. */
  taxAuthority: boolean;
  /** The signer's INN is neither the supplier's nor the tax authority's: the reviewer is warned. */
  foreignInn: boolean;
}

/** The content taken out of an attached signature, stored beside it for the reviewer to open. */
export interface SignedContent {
  source: AttachedFile;
  name: string;
  bytes: Uint8Array;
}

const SIGNATURE_EXTENSION = /\.(sig|p7s|p7m)$/i;
const EXTENSION = /\.[^.]+$/;
const stem = (name: string) => name.replace(EXTENSION, '');

/** `doc.pdf.sig`, `doc.sig` and `doc.p7s` sign `doc.pdf`; else a lone signature signs the lone unsigned file. */
function pairSignatures(mains: readonly AttachedFile[], signatures: readonly AttachedFile[]) {
  const pairs = new Map<AttachedFile, AttachedFile>();
  const unpaired: AttachedFile[] = [];
  for (const signature of signatures) {
    const signed = signature.name.replace(SIGNATURE_EXTENSION, '');
    const main = mains.find((m) => !pairs.has(m) && (m.name === signed || stem(m.name) === stem(signed)));
    if (main) pairs.set(main, signature);
    else unpaired.push(signature);
  }
  for (const signature of unpaired) {
    const free = mains.filter((m) => !pairs.has(m) && m.kind !== 'sig');
    if (free.length !== 1 || unpaired.length !== 1) {
      throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureUnpaired', {
        name: signature.name,
      });
    }
    pairs.set(free[0]!, signature);
  }
  return pairs;
}

const innsOf = (party: CertificateParty | null): string[] =>
  [party?.inn, party?.innle]
    .filter((inn): inn is string => !!inn)
    // A legal entity's 10-digit INN is written into the 12-digit INN field with two leading zeros.
    .map((inn) => (inn.length === 12 && inn.startsWith('00') ? inn.slice(2) : inn));

/** A time as the refusal texts name it: 27.11.2026 05:30 (UTC). */
const utc = (iso: string | null) =>
  iso ? iso.replace(/^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d).*$/, '$3.$2.$1 $4') : '';

type Anchor = TrustAnchor & { taxAuthority: boolean };
/**
 * The anchors of a trust list read (the storage keeps one object for minutes), each parsed only when a path
 * reaches its name: the official list holds thousands of certificates, and pkijs takes ~5 ms to parse one
 * (measured: 3,000 in 15 s), so parsing them all would time the filing out.
 */
const parsedAnchors = new WeakMap<TrustList, Anchor[]>();
function anchorsOf(trust: TrustList): Anchor[] {
  const known = parsedAnchors.get(trust);
  if (known) return known;
  const anchors = trust.anchors.map((a): Anchor => {
    const pem = new TextEncoder().encode(a.certificate);
    const der = a.subject ? null : signatureDer(pem);
    let certificate: pkijs.Certificate | null = null;
    const parsed = () => (certificate ??= parseCertificate(pem));
    return {
      name: a.name,
      subject: a.subject
        ? new Uint8Array(Buffer.from(a.subject, 'hex'))
        : ((der && certificateSubject(der)) ?? undefined),
      get certificate() {
        return parsed();
      },
      // An accredited CA of the official list is the tax authority's when its own certificate names its INN.
      get taxAuthority() {
        const own = innsOf(partyOf(parsed().subject));
        return a.taxAuthority || own.some((inn) => trust.taxAuthorityInns.includes(inn));
      },
    };
  });
  parsedAnchors.set(trust, anchors);
  return anchors;
}

export interface SignatureInput {
  files: readonly AttachedFile[];
  read: (file: AttachedFile) => Promise<Uint8Array>;
  trust: TrustList;
  /** The trusted CAs' CRLs (DER) the trust job stored. */
  crls: readonly Uint8Array[];
  /** Whether «revocation not checked» is accepted where the tax authority's signature is required. */
  revocation: 'require' | 'report';
  /** The supplier's INN: a director's certificate names it as the company's (INNLE), an entrepreneur's as INN. */
  supplierInn: string;
  signedForm: TaxAuthoritySignedForm | null;
  now: Date;
}

export async function checkSignatures(
  input: SignatureInput,
): Promise<{ records: SignatureRecord[]; contents: SignedContent[] }> {
  const mains = input.files.filter((f) => f.part === 'MAIN');
  const pairs = pairSignatures(
    mains,
    input.files.filter((f) => f.part === 'SIGNATURE'),
  );
  const anchors = anchorsOf(input.trust);
  const crls = input.crls.flatMap((der) => {
    try {
      return [pkijs.CertificateRevocationList.fromBER(new Uint8Array(der))];
    } catch {
      return [];
    }
  });
  // Where revocation may go unchecked, such a verdict stands for the tax authority as a valid one.
  const acceptable = (verdict: SignatureVerdict) =>
    verdict === 'VALID' || (verdict === 'REVOCATION_UNKNOWN' && input.revocation === 'report');
  const records: SignatureRecord[] = [];
  const contents: SignedContent[] = [];
  for (const main of mains) {
    const signatureFile = main.kind === 'sig' ? main : pairs.get(main);
    const bytes = main.kind === 'sig' ? null : await input.read(main);
    let pdf = main.kind === 'pdf' ? bytes : null;
    if (!signatureFile) {
      if (input.signedForm) {
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureRequired', {
          form: input.signedForm,
        });
      }
      continue;
    }
    // The cabinet received the signature when its file was uploaded: the time judged at without a timestamp.
    const check = verifySignature(await input.read(signatureFile), bytes, anchors, {
      receivedAt: new Date(signatureFile.uploadDate),
      now: input.now,
      crls,
    });
    if (check.verdict === 'NOT_SIGNATURE') {
      throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureNOT_SIGNATURE', {
        name: signatureFile.name,
      });
    }
    if (main === signatureFile && check.content) {
      // An attached signature holds the PDF: it is checked as any PDF and kept for the reviewer to open.
      await checkPdf(check.content).catch(() => {
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signedContent', { name: main.name });
      });
      pdf = check.content;
      const name = main.name.replace(SIGNATURE_EXTENSION, '');
      contents.push({
        source: main,
        name: /\.pdf$/i.test(name) ? name : `${name}.pdf`,
        bytes: check.content,
      });
    }
    const anchor = anchors.find((a) => a.name === check.anchor);
    const signerInns = innsOf(check.signer);
    const taxAuthority =
      acceptable(check.verdict) &&
      !!anchor?.taxAuthority &&
      signerInns.some((inn) => input.trust.taxAuthorityInns.includes(inn));
    records.push({
      fileId: main.fileId,
      signatureFileId: signatureFile.fileId,
      verdict: check.verdict,
      signer: check.signer,
      issuer: check.issuer,
      validFrom: check.validFrom,
      validTo: check.validTo,
      signingTime: check.signingTime,
      judgedAt: check.judgedAt,
      timeSource: check.timeSource,
      timeReason: check.timeReason,
      path: check.path,
      problem: check.problem,
      qualified: check.qualified,
      revocation: check.revocation,
      revokedAt: check.revokedAt,
      taxAuthority,
      foreignInn: !taxAuthority && !signerInns.includes(input.supplierInn),
    });
    if (input.signedForm) {
      const form = input.signedForm;
      if (anchors.length === 0) {
        // No trust list at all: say so rather than call the tax authority's signature untrusted.
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureNoTrustList', { form });
      }
      if (!acceptable(check.verdict)) {
        const verdict = check.verdict as Exclude<SignatureVerdict, 'VALID'>;
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', `signature${verdict}`, {
          form,
          subject: check.problem ?? check.signer?.name ?? '',
          time: utc(check.judgedAt),
          revokedAt: utc(check.revokedAt),
        });
      }
      if (!check.qualified?.qualified) {
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureNotQualified', {
          form,
          subject: check.path[0]?.holder ?? '',
        });
      }
      if (!taxAuthority) {
        const signer = [check.signer?.name, check.signer?.organisation].filter(Boolean).join(', ');
        throw new DocumentCheckError('INVALID_DOCUMENT_SIGNATURE', 'signatureNotTaxAuthority', {
          form,
          signer,
        });
      }
      if (!pdf || !(await pdfMentions(pdf, form))) {
        throw new DocumentCheckError('NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME', 'signedForm', { form });
      }
    }
  }
  return { records, contents };
}
