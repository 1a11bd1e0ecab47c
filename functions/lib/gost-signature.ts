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
}

export interface SignatureCheck {
  verdict: SignatureVerdict;
  signer: CertificateParty | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  signingTime: string | null;
  /** The trust-list entry the chain ends in (null unless trusted). */
  anchor: string | null;
  /** Attached CMS: the signed content itself. */
  content: Uint8Array | null;
}

export interface TrustAnchor {
  name: string;
  certificate: pkijs.Certificate;
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
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
    ogrn: attrValue(name, ATTR.ogrn) ?? attrValue(name, ATTR.ogrnip),
    snils: attrValue(name, ATTR.snils),
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

const sameCertificate = (a: pkijs.Certificate, b: pkijs.Certificate) =>
  equalBytes(bytes(a.toSchema().toBER()), bytes(b.toSchema().toBER()));

/** The path from the signer to a trust anchor through the certificates the CMS carries, or null. */
function chainToAnchor(
  signer: pkijs.Certificate,
  carried: readonly pkijs.Certificate[],
  anchors: readonly TrustAnchor[],
): { path: pkijs.Certificate[]; anchor: TrustAnchor } | null {
  const path = [signer];
  let current = signer;
  for (let depth = 0; depth < 6; depth++) {
    const anchor = anchors.find(
      (a) => sameCertificate(a.certificate, current) || issuedBy(current, a.certificate),
    );
    if (anchor) return { path, anchor };
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
  anchor: null,
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

/**
 * Checks a CMS signature. `content` is the file a detached signature signs; an attached CMS carries its own.
 * The verdict: NOT_SIGNATURE (no CMS SignedData, or nothing it signs), INVALID (the digest or the signature
 * does not match: the content changed after signing), UNTRUSTED (no path to the trust list), EXPIRED (the
 * signer's certificate was not valid at the signing time), else VALID. `now` stands in for a missing signing time.
 */
export function verifySignature(
  signatureFile: Uint8Array,
  content: Uint8Array | null,
  anchors: readonly TrustAnchor[],
  now: Date,
): SignatureCheck {
  const der = signatureDer(signatureFile);
  const signed = der ? signedDataOf(der) : null;
  const signerInfo = signed?.signerInfos[0];
  if (!signed || !signerInfo) return NOT_A_SIGNATURE;
  const attached = signed.encapContentInfo.eContent ? octets(signed.encapContentInfo.eContent) : null;
  const data = attached ?? content;
  if (!data) return NOT_A_SIGNATURE;

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
  if (!signer) return NOT_A_SIGNATURE;

  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const attribute = (type: string) => attributes.find((a) => a.type === type)?.values[0];
  const time = attribute(OID.signingTime) as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  const signingTime = time ? time.toDate() : null;
  const base = {
    signer: partyOf(signer.subject),
    issuer: displayName(signer.issuer),
    validFrom: signer.notBefore.value.toISOString(),
    validTo: signer.notAfter.value.toISOString(),
    signingTime: signingTime?.toISOString() ?? null,
    anchor: null,
    content: attached,
  };

  const digestAlgorithm = signerInfo.digestAlgorithm.algorithmId;
  const length = digestAlgorithm === OID.streebog512 ? 512 : digestAlgorithm === OID.streebog256 ? 256 : null;
  // Not GOST 2012 (RSA, GOST 2001): this cabinet cannot confirm it, so it is no valid signature here.
  if (!length || !keyOf(signer)) return { ...base, verdict: 'INVALID' };
  const signature = bytes(signerInfo.signature.valueBlock.valueHexView);
  let intact: boolean;
  if (signerInfo.signedAttrs) {
    const digest = attribute(OID.messageDigest) as asn1js.OctetString | undefined;
    // The signature covers the attributes as a DER SET (tag 0x31), not as the [0] IMPLICIT field it is stored in.
    const set = bytes(signerInfo.signedAttrs.encodedValue).slice();
    set[0] = 0x31;
    intact =
      !!digest && equalBytes(octets(digest), streebog(length, data)) && gostVerify(signer, signature, set);
  } else {
    intact = gostVerify(signer, signature, data);
  }
  if (!intact) return { ...base, verdict: 'INVALID' };

  const chain = chainToAnchor(signer, carried, anchors);
  if (!chain) return { ...base, verdict: 'UNTRUSTED' };
  const at = signingTime ?? now;
  const verdict = chain.path.every((c) => validAt(c, at)) ? 'VALID' : 'EXPIRED';
  return { ...base, verdict, anchor: chain.anchor.name };
}
