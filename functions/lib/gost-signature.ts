import gost from '@wavesenterprise/crypto-gost-js';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignatureVerdict } from '@shared/constants/documents';

/**
 * Qualified electronic signatures (КЭП): CMS SignedData with GOST R 34.10-2012 keys and GOST R 34.11-2012
 * (Streebog) digests, checked in pure JavaScript because Lambda has no GOST engine. pkijs and asn1js read the
 * CMS and X.509 structures; crypto-gost-js's low-level GostEngine does the curve and hash arithmetic (its own
 * CMS layer cannot read OpenSSL's output with certificates attached). Loaded lazily: only a call that checks
 * a signature pays for it.
 */

/** Who a certificate names: the Russian qualified-certificate attributes (Приказ ФСБ № 795) beside the X.500 ones. */
export interface CertificateParty {
  name: string | null;
  position: string | null;
  organisation: string | null;
  inn: string | null;
  innle: string | null;
  ogrn: string | null;
  snils: string | null;
  /** An entrepreneur's registration number (ОГРНИП, 1.2.643.100.5), apart from a company's ОГРН. */
  ogrnip: string | null;
}

/** One certificate of the certification path as the reviewer sees it. */
export interface PathCertificate {
  role: 'SIGNER' | 'INTERMEDIATE' | 'ANCHOR';
  holder: string | null;
  issuer: string | null;
  serial: string;
  validFrom: string;
  validTo: string;
  /** basicConstraints cA=TRUE. */
  ca: boolean;
  pathLength: number | null;
  /** The key usages the certificate names (keyUsage bit names), empty without the extension. */
  keyUsage: string[];
}

/**
 * The marks of a qualified certificate (Приказ ФСБ России № 795, §§ 8–9): the signer's e-signature tool
 * (subjectSignTool), the CA's tool and its conformity certificates (issuerSignTool), and the class of
 * protection as a certificate policy (1.2.643.100.113.1–6: КС1, КС2, КС3, КВ1, КВ2, КА1).
 */
export interface QualifiedMarks {
  qualified: boolean;
  subjectSignTool: string | null;
  issuerSignTool: string[];
  /** The classes of protection named by the policies (КС1 … КА1). */
  classes: string[];
}

/** Which time the signature was judged at and why: a trusted timestamp's, else when the cabinet received it. */
export type TimeSource = 'TIMESTAMP' | 'RECEIVED';
export type TimeReason = 'TIMESTAMP' | 'NO_TIMESTAMP' | 'TIMESTAMP_INVALID';

export type RevocationState = 'GOOD' | 'REVOKED' | 'NOT_CHECKED';

export interface SignatureCheck {
  verdict: SignatureVerdict;
  signer: CertificateParty | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** What the signer wrote as its signing time: a claim, shown, never judged at. */
  signingTime: string | null;
  /** The time the path was judged at, where it came from and why. */
  judgedAt: string | null;
  timeSource: TimeSource | null;
  timeReason: TimeReason | null;
  /** The trust-list entry the chain ends in (null unless trusted). */
  anchor: string | null;
  /** signer → intermediates → anchor (empty when no path to the trust list was found). */
  path: PathCertificate[];
  /** The certificate a path refusal is about (its holder), for the text that says what is wrong. */
  problem: string | null;
  qualified: QualifiedMarks | null;
  revocation: RevocationState;
  /** When the signer's certificate was revoked (REVOKED). */
  revokedAt: string | null;
  /** Attached CMS: the signed content itself. */
  content: Uint8Array | null;
}

/** A certificate revocation list of a trusted CA, already verified (see `verifyCrl`). */
export interface TrustedCrl {
  crl: pkijs.CertificateRevocationList;
}

export interface VerifyOptions {
  /** When the cabinet received the signature: the judged time when no timestamp vouches for another. */
  receivedAt: Date;
  /** The CRLs at hand (verified against their CA here again). */
  crls?: readonly pkijs.CertificateRevocationList[];
  /** The time of the check (the CRLs must be in force now); receivedAt when not given. */
  now?: Date;
}

export interface TrustAnchor {
  name: string;
  certificate: pkijs.Certificate;
  /**
   * The certificate's subject name (DER), when known without parsing it: the official list holds thousands of
   * anchors and pkijs takes milliseconds a certificate, so only the anchors whose name fits are parsed.
   */
  subject?: Uint8Array;
}

/** The DER of a certificate's subject name, read with asn1js alone (no pkijs schema): fast, for indexing anchors. */
export function certificateSubject(der: Uint8Array): Uint8Array | null {
  const parsed = asn1js.fromBER(new Uint8Array(der));
  const tbs = (parsed.result as asn1js.Sequence | undefined)?.valueBlock?.value?.[0] as
    asn1js.Sequence | undefined;
  const fields = tbs?.valueBlock?.value;
  if (parsed.offset === -1 || !fields) return null;
  // version [0] is optional; then serial, signature algorithm, issuer, validity, subject.
  const first = fields[0]?.idBlock.tagClass === 3 ? 1 : 0;
  const subject = fields[first + 4];
  return subject ? bytes(subject.valueBeforeDecodeView) : null;
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  certificatePolicies: '2.5.29.32',
  crlDistributionPoints: '2.5.29.31',
  subjectSignTool: '1.2.643.100.111',
  issuerSignTool: '1.2.643.100.112',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  streebog256: '1.2.643.7.1.1.2.2',
  streebog512: '1.2.643.7.1.1.2.3',
  key256: '1.2.643.7.1.1.1.1',
  key512: '1.2.643.7.1.1.1.2',
} as const;

/** Subject attributes: X.500 and the Russian ones (INN, OGRN, SNILS, INNLE, OGRNIP). */
const ATTR = {
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  givenName: '2.5.4.42',
  title: '2.5.4.12',
  organisation: '2.5.4.10',
  inn: '1.2.643.3.131.1.1',
  ogrn: '1.2.643.100.1',
  snils: '1.2.643.100.3',
  innle: '1.2.643.100.4',
  ogrnip: '1.2.643.100.5',
} as const;

/** Curve parameter sets (RFC 4357, RFC 7836) by the names GostEngine knows them. */
const CURVES: Readonly<Record<string, string>> = {
  '1.2.643.2.2.35.1': 'S-256-A',
  '1.2.643.2.2.35.2': 'S-256-B',
  '1.2.643.2.2.35.3': 'S-256-C',
  '1.2.643.2.2.36.0': 'S-256-A',
  '1.2.643.2.2.36.1': 'S-256-C',
  '1.2.643.7.1.2.1.2.0': 'T-512-TEST',
  '1.2.643.7.1.2.1.2.1': 'T-512-A',
  '1.2.643.7.1.2.1.2.2': 'T-512-B',
};

const bytes = (view: ArrayBuffer | Uint8Array): Uint8Array =>
  view instanceof Uint8Array ? view : new Uint8Array(view);
const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** DER, Base64 or PEM (`-----BEGIN PKCS7-----`, `CMS`, `SIGNED MESSAGE`): the DER bytes, or null. */
export function signatureDer(file: Uint8Array): Uint8Array | null {
  if (file[0] === 0x30) return file;
  const text = new TextDecoder('latin1').decode(file);
  const body = text.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const der = new Uint8Array(Buffer.from(body, 'base64'));
  return der[0] === 0x30 ? der : null;
}

/** A DER certificate or a PEM one. */
export function parseCertificate(file: Uint8Array): pkijs.Certificate {
  const der = signatureDer(file);
  if (!der) throw new Error('not a certificate');
  return pkijs.Certificate.fromBER(new Uint8Array(der));
}

const attrValue = (name: pkijs.RelativeDistinguishedNames, type: string): string | null => {
  const found = name.typesAndValues.find((t) => t.type === type);
  const value = (found?.value as { valueBlock?: { value?: unknown } } | undefined)?.valueBlock?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

export function partyOf(name: pkijs.RelativeDistinguishedNames): CertificateParty {
  const surname = attrValue(name, ATTR.surname);
  const given = attrValue(name, ATTR.givenName);
  return {
    name: surname ? [surname, given].filter(Boolean).join(' ') : attrValue(name, ATTR.commonName),
    position: attrValue(name, ATTR.title),
    organisation: attrValue(name, ATTR.organisation),
    inn: attrValue(name, ATTR.inn),
    innle: attrValue(name, ATTR.innle),
    ogrn: attrValue(name, ATTR.ogrn),
    snils: attrValue(name, ATTR.snils),
    ogrnip: attrValue(name, ATTR.ogrnip),
  };
}

const displayName = (name: pkijs.RelativeDistinguishedNames): string | null =>
  attrValue(name, ATTR.commonName) ?? attrValue(name, ATTR.organisation);

const nameDer = (name: pkijs.RelativeDistinguishedNames) => bytes(name.toSchema().toBER());

/** The public key's length and curve from the certificate, or null for a key that is no GOST 2012 one. */
function keyOf(certificate: pkijs.Certificate): { length: 256 | 512; curve: string; key: Uint8Array } | null {
  const info = certificate.subjectPublicKeyInfo;
  const length =
    info.algorithm.algorithmId === OID.key256 ? 256 : info.algorithm.algorithmId === OID.key512 ? 512 : null;
  const params = info.algorithm.algorithmParams as asn1js.Sequence | undefined;
  const set = (params?.valueBlock?.value?.[0] as asn1js.ObjectIdentifier | undefined)?.getValue();
  const curve = set ? CURVES[set] : undefined;
  if (!length || !curve) return null;
  // The key is an OCTET STRING (x‖y, little-endian) inside the BIT STRING.
  const inner = asn1js.fromBER(info.subjectPublicKey.valueBlock.valueHexView);
  if (inner.offset === -1 || !(inner.result instanceof asn1js.OctetString)) return null;
  return { length, curve, key: bytes(inner.result.valueBlock.valueHexView) };
}

/**
 * GOST R 34.10-2012 over `data` with the certificate's key. CMS and X.509 carry the signature as s‖r big-endian;
 * GostEngine reads r‖s little-endian: the same bytes reversed.
 */
function gostVerify(certificate: pkijs.Certificate, signature: Uint8Array, data: Uint8Array): boolean {
  const key = keyOf(certificate);
  if (!key || signature.length !== key.length / 4) return false;
  const signer = gost.GostEngine.getGostSign({
    name: 'GOST R 34.10',
    version: 2012,
    length: key.length,
    namedCurve: key.curve,
    hash: { name: 'GOST R 34.11' },
  });
  try {
    return signer.verify(key.key, signature.slice().reverse(), data);
  } catch {
    return false;
  }
}

export function streebog(length: 256 | 512, data: Uint8Array): Uint8Array {
  return bytes(gost.GostEngine.getGostDigest({ name: 'GOST R 34.11', version: 2012, length }).digest(data));
}

/** The certificate signed by `issuer`: names match and the issuer's key verifies the TBS part. */
function issuedBy(certificate: pkijs.Certificate, issuer: pkijs.Certificate): boolean {
  if (!equalBytes(nameDer(certificate.issuer), nameDer(issuer.subject))) return false;
  return gostVerify(
    issuer,
    bytes(certificate.signatureValue.valueBlock.valueHexView),
    bytes(certificate.tbsView),
  );
}

/** The same certificate: the same signed part and signature (no re-encoding: the trust list holds thousands). */
const sameCertificate = (a: pkijs.Certificate, b: pkijs.Certificate) =>
  equalBytes(bytes(a.tbsView), bytes(b.tbsView)) &&
  equalBytes(
    bytes(a.signatureValue.valueBlock.valueHexView),
    bytes(b.signatureValue.valueBlock.valueHexView),
  );

/**
 * The path from the signer to a trust anchor through the certificates the CMS carries, or null: each link a
 * matching name and a verifying key. Whether each issuer may issue certificates is `pathFault`'s question.
 */
function chainToAnchor(
  signer: pkijs.Certificate,
  carried: readonly pkijs.Certificate[],
  anchors: readonly TrustAnchor[],
): { path: pkijs.Certificate[]; anchor: TrustAnchor } | null {
  const path = [signer];
  let current = signer;
  const subjectOf = (a: TrustAnchor) => a.subject ?? nameDer(a.certificate.subject);
  for (let depth = 0; depth < 6; depth++) {
    const [subject, issuerName] = [nameDer(current.subject), nameDer(current.issuer)];
    const anchor = anchors.find(
      (a) => equalBytes(subjectOf(a), subject) && sameCertificate(a.certificate, current),
    );
    // The CMS carried the anchor itself: it is the anchor, not a link of the path.
    if (anchor && path.length > 1) return { path: path.slice(0, -1), anchor };
    const issuer = anchors.find(
      (a) => equalBytes(subjectOf(a), issuerName) && issuedBy(current, a.certificate),
    );
    if (issuer) return { path, anchor: issuer };
    const next = carried.find((c) => !path.includes(c) && issuedBy(current, c));
    if (!next) return null;
    path.push(next);
    current = next;
  }
  return null;
}

const validAt = (certificate: pkijs.Certificate, at: Date) =>
  certificate.notBefore.value.getTime() <= at.getTime() &&
  at.getTime() <= certificate.notAfter.value.getTime();

const extension = (certificate: pkijs.Certificate, id: string) =>
  certificate.extensions?.find((e) => e.extnID === id);

function basicConstraints(certificate: pkijs.Certificate): { ca: boolean; pathLength: number | null } {
  const value = extension(certificate, OID.basicConstraints)?.parsedValue as
    pkijs.BasicConstraints | undefined;
  const length = value?.pathLenConstraint;
  return {
    ca: value?.cA === true,
    pathLength:
      length === undefined ? null : typeof length === 'number' ? length : length.valueBlock.valueDec,
  };
}

const KEY_USAGES = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;

/** The keyUsage bits by name, or null without the extension (RFC 5280 §4.2.1.3). */
function keyUsage(certificate: pkijs.Certificate): string[] | null {
  const value = extension(certificate, OID.keyUsage)?.parsedValue as asn1js.BitString | undefined;
  if (!value) return null;
  const bits = bytes(value.valueBlock.valueHexView);
  return KEY_USAGES.filter((_, n) => ((bits[n >> 3] ?? 0) & (0x80 >> (n & 7))) !== 0);
}

function extendedKeyUsage(certificate: pkijs.Certificate): string[] | null {
  const value = extension(certificate, OID.extKeyUsage)?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return value ? value.keyPurposes : null;
}

/** Purposes for machines, not for a person's signature under a document: an EKU of these alone excludes it. */
const NOT_FOR_DOCUMENTS = new Set([
  '1.3.6.1.5.5.7.3.1', // serverAuth
  '1.3.6.1.5.5.7.3.3', // codeSigning
  '1.3.6.1.5.5.7.3.8', // timeStamping
  '1.3.6.1.5.5.7.3.9', // OCSPSigning
]);

/**
 * The extensions this check understands, so may see critical (RFC 5280 §4.2: an unknown critical extension
 * refuses the certificate). Name constraints and policy constraints are not processed, so they refuse too.
 */
const KNOWN_EXTENSIONS = new Set<string>([
  OID.basicConstraints,
  OID.keyUsage,
  OID.extKeyUsage,
  OID.certificatePolicies,
  OID.crlDistributionPoints,
  OID.subjectSignTool,
  OID.issuerSignTool,
  '2.5.29.14', // subjectKeyIdentifier
  '2.5.29.35', // authorityKeyIdentifier
  '2.5.29.17', // subjectAltName
  '2.5.29.18', // issuerAltName
  '2.5.29.16', // privateKeyUsagePeriod
  '1.3.6.1.5.5.7.1.1', // authorityInfoAccess
  '1.3.6.1.4.1.311.21.1', // Microsoft CA version, carried by CryptoPro CAs
]);

const holder = (certificate: pkijs.Certificate) =>
  displayName(certificate.subject) ?? partyOf(certificate.subject).name;

type PathFault = { verdict: SignatureVerdict; certificate: pkijs.Certificate };

/**
 * RFC 5280 §6.1 for a path already linked by names and keys: `path[0]` the signer, then the intermediates,
 * and the anchor. The structural faults (a forger's path) come first, then the times at `at`.
 */
function pathFault(
  path: readonly pkijs.Certificate[],
  anchor: pkijs.Certificate,
  at: Date,
  purpose: 'document' | 'timestamp' = 'document',
): PathFault | null {
  const [signer, ...intermediates] = path;
  for (const [index, certificate] of intermediates.entries()) {
    // §6.1.4 (k): an issuer above the signer must be a CA.
    if (!basicConstraints(certificate).ca) return { verdict: 'NOT_CA', certificate };
    // §6.1.4 (n): where keyUsage is present it must allow signing certificates.
    const usage = keyUsage(certificate);
    if (usage && !usage.includes('keyCertSign')) return { verdict: 'NO_CERT_SIGN', certificate };
    // §6.1.4 (l, m): its pathLenConstraint bounds the CAs below it (the intermediates between it and the signer).
    const length = basicConstraints(certificate).pathLength;
    if (length !== null && index > length) return { verdict: 'PATH_TOO_LONG', certificate };
  }
  const anchorLength = basicConstraints(anchor).pathLength;
  if (anchorLength !== null && intermediates.length > anchorLength) {
    return { verdict: 'PATH_TOO_LONG', certificate: anchor };
  }
  for (const certificate of path) {
    // §6.1.4 (o), §6.1.5 (f): an extension the check does not know and the CA marked critical refuses.
    if (certificate.extensions?.some((e) => e.critical && !KNOWN_EXTENSIONS.has(e.extnID))) {
      return { verdict: 'CRITICAL_EXTENSION', certificate };
    }
  }
  const usage = keyUsage(signer!);
  const purposes = extendedKeyUsage(signer!);
  if (
    (usage && !usage.includes('digitalSignature') && !usage.includes('nonRepudiation')) ||
    (purpose === 'document' && purposes && purposes.every((p) => NOT_FOR_DOCUMENTS.has(p)))
  ) {
    return { verdict: 'SIGNING_NOT_ALLOWED', certificate: signer! };
  }
  if (!validAt(anchor, at)) return { verdict: 'ANCHOR_EXPIRED', certificate: anchor };
  const expired = intermediates.find((c) => !validAt(c, at));
  if (expired) return { verdict: 'CA_EXPIRED', certificate: expired };
  if (!validAt(signer!, at)) return { verdict: 'EXPIRED', certificate: signer! };
  return null;
}

function pathView(path: readonly pkijs.Certificate[], anchor: pkijs.Certificate): PathCertificate[] {
  return [...path, anchor].map((certificate, index) => ({
    role: index === 0 ? 'SIGNER' : index === path.length ? 'ANCHOR' : 'INTERMEDIATE',
    holder: holder(certificate),
    issuer: displayName(certificate.issuer),
    serial: Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex'),
    validFrom: certificate.notBefore.value.toISOString(),
    validTo: certificate.notAfter.value.toISOString(),
    ...basicConstraints(certificate),
    keyUsage: keyUsage(certificate) ?? [],
  }));
}

const PROTECTION_CLASSES: Readonly<Record<string, string>> = {
  '1.2.643.100.113.1': 'КС1',
  '1.2.643.100.113.2': 'КС2',
  '1.2.643.100.113.3': 'КС3',
  '1.2.643.100.113.4': 'КВ1',
  '1.2.643.100.113.5': 'КВ2',
  '1.2.643.100.113.6': 'КА1',
};

const stringValue = (value: unknown): string | null => {
  const text = (value as { valueBlock?: { value?: unknown } } | undefined)?.valueBlock?.value;
  return typeof text === 'string' ? text : null;
};

/** The qualified-certificate marks (Приказ ФСБ № 795): sign tools and classes of protection. */
export function qualifiedMarks(certificate: pkijs.Certificate): QualifiedMarks {
  const raw = (id: string) => {
    const found = extension(certificate, id);
    if (!found) return null;
    const parsed = asn1js.fromBER(found.extnValue.valueBlock.valueHexView);
    return parsed.offset === -1 ? null : parsed.result;
  };
  const subjectTool = raw(OID.subjectSignTool);
  const issuerTool = raw(OID.issuerSignTool);
  const policies =
    (extension(certificate, OID.certificatePolicies)?.parsedValue as pkijs.CertificatePolicies | undefined)
      ?.certificatePolicies ?? [];
  const classes = policies.map((p) => PROTECTION_CLASSES[p.policyIdentifier]).filter((c): c is string => !!c);
  const issuerSignTool =
    issuerTool instanceof asn1js.Sequence
      ? issuerTool.valueBlock.value.map(stringValue).filter((t): t is string => !!t)
      : [];
  const subjectSignTool = stringValue(subjectTool);
  return {
    qualified: !!subjectSignTool && issuerSignTool.length > 0 && classes.length > 0,
    subjectSignTool,
    issuerSignTool,
    classes,
  };
}

/** The CRL distribution points' addresses (RFC 5280 §4.2.1.13): the URIs of the full names. */
export function crlDistributionPoints(certificate: pkijs.Certificate): string[] {
  const value = extension(certificate, OID.crlDistributionPoints)?.parsedValue as
    pkijs.CRLDistributionPoints | undefined;
  return (value?.distributionPoints ?? []).flatMap((point) =>
    Array.isArray(point.distributionPoint)
      ? point.distributionPoint
          .filter((name) => name.type === 6 && typeof name.value === 'string')
          .map((name) => name.value as string)
      : [],
  );
}

/** The CRL is `issuer`'s: names match and its key verifies the list (RFC 5280 §6.3.3 (f, g)). */
export function crlIssuedBy(crl: pkijs.CertificateRevocationList, issuer: pkijs.Certificate): boolean {
  if (!equalBytes(nameDer(crl.issuer), nameDer(issuer.subject))) return false;
  const usage = keyUsage(issuer);
  if (usage && !usage.includes('cRLSign')) return false;
  return gostVerify(issuer, bytes(crl.signatureValue.valueBlock.valueHexView), bytes(crl.tbsView));
}

/**
 * Whether `certificate` (issued by `issuer`) is revoked before `at` by a CRL of `issuer` in force at `at`:
 * REVOKED, GOOD, or NOT_CHECKED when no such list is at hand (none, not the issuer's, or outdated).
 */
function revocationOf(
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  crls: readonly pkijs.CertificateRevocationList[],
  at: Date,
  now: Date,
): { state: RevocationState; revokedAt: Date | null } {
  const serial = bytes(certificate.serialNumber.valueBlock.valueHexView);
  // A revocation that happened before the judged time counts in any list of the issuer, however old.
  for (const crl of crls) {
    if (!crlIssuedBy(crl, issuer)) continue;
    const entry = crl.revokedCertificates?.find((r) =>
      equalBytes(bytes(r.userCertificate.valueBlock.valueHexView), serial),
    );
    if (entry && entry.revocationDate.value.getTime() <= at.getTime()) {
      return { state: 'REVOKED', revokedAt: entry.revocationDate.value };
    }
  }
  // Not revoked is known only from a list in force now (nextUpdate not passed; without one, a week old at
  // most): CRLs keep an entry until the certificate expires, so a list of today lists any earlier revocation.
  const fresh = crls.some(
    (crl) =>
      crlIssuedBy(crl, issuer) &&
      crl.thisUpdate.value.getTime() <= now.getTime() &&
      now.getTime() <= (crl.nextUpdate?.value.getTime() ?? crl.thisUpdate.value.getTime() + 7 * 86_400_000),
  );
  return { state: fresh ? 'GOOD' : 'NOT_CHECKED', revokedAt: null };
}

/** The OCTET STRING's bytes, also when BER splits it into a constructed string of pieces. */
function octets(value: asn1js.OctetString): Uint8Array {
  if (!value.idBlock.isConstructed) return bytes(value.valueBlock.valueHexView);
  const pieces = (value.valueBlock.value as asn1js.OctetString[]).map(octets);
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

const NOT_A_SIGNATURE: SignatureCheck = {
  verdict: 'NOT_SIGNATURE',
  signer: null,
  issuer: null,
  validFrom: null,
  validTo: null,
  signingTime: null,
  judgedAt: null,
  timeSource: null,
  timeReason: null,
  anchor: null,
  path: [],
  problem: null,
  qualified: null,
  revocation: 'NOT_CHECKED',
  revokedAt: null,
  content: null,
};

function signedDataOf(der: Uint8Array): pkijs.SignedData | null {
  try {
    const info = pkijs.ContentInfo.fromBER(new Uint8Array(der));
    if (info.contentType !== OID.signedData) return null;
    return new pkijs.SignedData({ schema: info.content });
  } catch {
    return null;
  }
}

interface Examined {
  signerInfo: pkijs.SignerInfo;
  signer: pkijs.Certificate;
  carried: pkijs.Certificate[];
  attached: Uint8Array | null;
  signingTime: Date | null;
  /** The digest and the signature match the content, with a GOST 2012 key. */
  intact: boolean;
}

/** The signer, its certificates and whether the signature matches `content` (or the attached content). */
function examine(signed: pkijs.SignedData, content: Uint8Array | null): Examined | null {
  const signerInfo = signed.signerInfos[0];
  if (!signerInfo) return null;
  const attached = signed.encapContentInfo.eContent ? octets(signed.encapContentInfo.eContent) : null;
  const data = attached ?? content;
  if (!data) return null;
  const carried = (signed.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber | asn1js.Constructed;
  const signer =
    carried.find((c) =>
      sid instanceof pkijs.IssuerAndSerialNumber
        ? equalBytes(nameDer(c.issuer), nameDer(sid.issuer)) && c.serialNumber.isEqual(sid.serialNumber)
        : false,
    ) ?? carried[0];
  if (!signer) return null;

  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const attribute = (type: string) => attributes.find((a) => a.type === type)?.values[0];
  const time = attribute(OID.signingTime) as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  const examined = { signerInfo, signer, carried, attached, signingTime: time ? time.toDate() : null };

  const digestAlgorithm = signerInfo.digestAlgorithm.algorithmId;
  const length = digestAlgorithm === OID.streebog512 ? 512 : digestAlgorithm === OID.streebog256 ? 256 : null;
  // Not GOST 2012 (RSA, GOST 2001): this cabinet cannot confirm it, so it is no valid signature here.
  if (!length || !keyOf(signer)) return { ...examined, intact: false };
  const signature = bytes(signerInfo.signature.valueBlock.valueHexView);
  if (!signerInfo.signedAttrs) return { ...examined, intact: gostVerify(signer, signature, data) };
  const digest = attribute(OID.messageDigest) as asn1js.OctetString | undefined;
  // The signature covers the attributes as a DER SET (tag 0x31), not as the [0] IMPLICIT field it is stored in.
  const set = bytes(signerInfo.signedAttrs.encodedValue).slice();
  set[0] = 0x31;
  return {
    ...examined,
    intact:
      !!digest && equalBytes(octets(digest), streebog(length, data)) && gostVerify(signer, signature, set),
  };
}

/** A timestamp more than this ahead of the cabinet's clock is no time at all. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The time of the signature's RFC 3161 timestamp token (CAdES-T, RFC 5126 §5.11.3: the unsigned attribute
 * id-aa-signatureTimeStampToken over the signature value), when the token verifies: its imprint is the
 * Streebog digest of the signature value, its own signature holds, and its TSA's certificate (extended key
 * usage timeStamping, RFC 3161 §2.3) has a valid path to the trust list at the token's time.
 */
function timestampOf(
  signerInfo: pkijs.SignerInfo,
  anchors: readonly TrustAnchor[],
  now: Date,
): { time: Date | null; reason: TimeReason } {
  const attribute = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === OID.timeStampToken);
  if (!attribute) return { time: null, reason: 'NO_TIMESTAMP' };
  const invalid = { time: null, reason: 'TIMESTAMP_INVALID' } as const;
  try {
    const token = new pkijs.ContentInfo({ schema: attribute.values[0] });
    if (token.contentType !== OID.signedData) return invalid;
    const signed = new pkijs.SignedData({ schema: token.content });
    const eContent = signed.encapContentInfo.eContent;
    if (signed.encapContentInfo.eContentType !== OID.tstInfo || !eContent) return invalid;
    const info = pkijs.TSTInfo.fromBER(new Uint8Array(octets(eContent)));
    const algorithm = info.messageImprint.hashAlgorithm.algorithmId;
    const length = algorithm === OID.streebog512 ? 512 : algorithm === OID.streebog256 ? 256 : null;
    const value = bytes(signerInfo.signature.valueBlock.valueHexView);
    if (
      !length ||
      !equalBytes(bytes(info.messageImprint.hashedMessage.valueBlock.valueHexView), streebog(length, value))
    ) {
      return invalid;
    }
    const examined = examine(signed, null);
    if (!examined?.intact) return invalid;
    const chain = chainToAnchor(examined.signer, examined.carried, anchors);
    const at = info.genTime;
    if (!chain || pathFault(chain.path, chain.anchor.certificate, at, 'timestamp')) return invalid;
    if (!extendedKeyUsage(examined.signer)?.includes(OID.timeStamping)) return invalid;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) return invalid;
    return { time: at, reason: 'TIMESTAMP' };
  } catch {
    return invalid;
  }
}

/**
 * Checks a CMS signature. `content` is the file a detached signature signs; an attached CMS carries its own.
 * The verdict: NOT_SIGNATURE (no CMS SignedData, or nothing it signs), INVALID (the digest or the signature
 * does not match: the content changed after signing), UNTRUSTED (no path to the trust list), a path fault of
 * RFC 5280 (NOT_CA, NO_CERT_SIGN, PATH_TOO_LONG, CRITICAL_EXTENSION, SIGNING_NOT_ALLOWED), a certificate not
 * valid at the judged time (ANCHOR_EXPIRED, CA_EXPIRED, EXPIRED), REVOKED, else VALID.
 *
 * The judged time is a verified timestamp's, else when the cabinet received the file (`receivedAt`): the
 * signing time in the signed attributes is the signer's own claim, shown but never trusted.
 */
export function verifySignature(
  signatureFile: Uint8Array,
  content: Uint8Array | null,
  anchors: readonly TrustAnchor[],
  options: Date | VerifyOptions,
): SignatureCheck {
  const { receivedAt, crls, now = receivedAt } = options instanceof Date ? { receivedAt: options } : options;
  const der = signatureDer(signatureFile);
  const signed = der ? signedDataOf(der) : null;
  const examined = signed ? examine(signed, content) : null;
  if (!examined) return NOT_A_SIGNATURE;
  const { signer, signerInfo } = examined;
  const base: SignatureCheck = {
    ...NOT_A_SIGNATURE,
    signer: partyOf(signer.subject),
    issuer: displayName(signer.issuer),
    validFrom: signer.notBefore.value.toISOString(),
    validTo: signer.notAfter.value.toISOString(),
    signingTime: examined.signingTime?.toISOString() ?? null,
    qualified: qualifiedMarks(signer),
    content: examined.attached,
  };
  if (!examined.intact) return { ...base, verdict: 'INVALID' };

  const chain = chainToAnchor(signer, examined.carried, anchors);
  if (!chain) return { ...base, verdict: 'UNTRUSTED' };
  const stamp = timestampOf(signerInfo, anchors, now);
  const at = stamp.time ?? receivedAt;
  const judged: SignatureCheck = {
    ...base,
    anchor: chain.anchor.name,
    path: pathView(chain.path, chain.anchor.certificate),
    judgedAt: at.toISOString(),
    timeSource: stamp.time ? 'TIMESTAMP' : 'RECEIVED',
    timeReason: stamp.reason,
  };
  const fault = pathFault(chain.path, chain.anchor.certificate, at);
  if (fault) return { ...judged, verdict: fault.verdict, problem: holder(fault.certificate) };

  if (!crls) return { ...judged, verdict: 'VALID' };
  // Each certificate of the path against its issuer's CRL: the first revoked one refuses.
  const issuers = [...chain.path.slice(1), chain.anchor.certificate];
  const states = chain.path.map((certificate, i) => revocationOf(certificate, issuers[i]!, crls, at, now));
  const revokedIndex = states.findIndex((r) => r.state === 'REVOKED');
  if (revokedIndex >= 0) {
    return {
      ...judged,
      verdict: 'REVOKED',
      revocation: 'REVOKED',
      revokedAt: states[revokedIndex]!.revokedAt!.toISOString(),
      problem: holder(chain.path[revokedIndex]!),
    };
  }
  const checked = states.every((r) => r.state === 'GOOD');
  return {
    ...judged,
    verdict: checked ? 'VALID' : 'REVOCATION_UNKNOWN',
    revocation: checked ? 'GOOD' : 'NOT_CHECKED',
  };
}
