import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pkijs from 'pkijs';
import { GostOpenssl, TSA_EXTENSIONS, type Identity } from '../../test/support/gost-openssl';
import type { SignatureVerdict } from '@shared/constants/documents';
import { parseCertificate, signatureDer, verifySignature, type TrustAnchor } from './gost-signature';

/**
 * Every verdict from a real OpenSSL GOST signature made here, and OpenSSL's own `cms -verify` agreeing: it
 * accepts exactly what the cabinet calls valid, and, where the cabinet names another fault, accepts the
 * same signature once that one fault is taken away (the right content, the right CA, a time in validity).
 */
const TAX = { C: 'RU', O: 'ФНС России', INN: '7707329152', OGRN: '1047707030513' };

let ssl: GostOpenssl;
let ca: Identity;
let otherCa: Identity;
let anchors: TrustAnchor[];
const files: Record<string, string> = {};

beforeAll(() => {
  ssl = new GostOpenssl();
  ca = ssl.authority('ca', { CN: 'Тестовый УЦ ФНС России', ...TAX });
  otherCa = ssl.authority('other-ca', { CN: 'Посторонний УЦ', O: 'ООО Посторонний УЦ', C: 'RU' });
  const officer = {
    CN: 'Петрова Анна Сергеевна',
    SN: 'Петрова',
    GN: 'Анна Сергеевна',
    title: 'Начальник отдела',
    ...TAX,
  };
  const tax256 = ssl.signer('tax256', ca, officer);
  const tax512 = ssl.signer('tax512', ca, officer, { length: 512 });
  const expired = ssl.signer('expired', ca, officer, { start: '20200101000000Z', end: '20210101000000Z' });
  const company = ssl.signer('company', ca, {
    CN: 'Сидоров Пётр',
    title: 'Генеральный директор',
    O: 'ООО Ромашка',
    INN: '7701234567',
    OGRN: '1027700000001',
    C: 'RU',
  });
  const stranger = ssl.signer('stranger', otherCa, officer);
  // Without the qualified marks (sign tools, class of protection): an ordinary, non-qualified certificate.
  const plain = ssl.signer('plain', ca, officer, {
    extensions: 'basicConstraints = CA:FALSE\nkeyUsage = digitalSignature, nonRepudiation',
  });
  const entrepreneur = ssl.signer('entrepreneur', ca, {
    CN: 'ИП Борисов Иван Петрович',
    SN: 'Борисов',
    GN: 'Иван Петрович',
    INN: '500100732259',
    '1.2.643.100.5': '304500116000157',
    C: 'RU',
  });
  const pdf = ssl.write('doc.pdf', '%PDF-1.4\nКНД 1120503\n%%EOF\n');
  files.pdf = pdf;
  files.changed = ssl.write('changed.pdf', '%PDF-1.4\nКНД 1120503 изменён\n%%EOF\n');
  files.detached = ssl.sign(pdf, tax256, 'doc.pdf.sig');
  files.pem = ssl.sign(pdf, tax256, 'doc.pdf.p7s', { pem: true });
  files.attached = ssl.sign(pdf, tax256, 'doc.pdf.p7m', { attached: true });
  files.detached512 = ssl.sign(pdf, tax512, 'doc512.sig');
  files.attached512 = ssl.sign(pdf, tax512, 'doc512.p7m', { attached: true });
  files.expired = ssl.sign(pdf, expired, 'expired.sig');
  files.company = ssl.sign(pdf, company, 'company.sig');
  files.stranger = ssl.sign(pdf, stranger, 'stranger.sig');
  files.plain = ssl.sign(pdf, plain, 'plain.sig');
  files.entrepreneur = ssl.sign(pdf, entrepreneur, 'entrepreneur.sig');
  files.base64 = ssl.write(
    'doc.b64.sig',
    readFileSync(files.detached)
      .toString('base64')
      .replace(/(.{64})/g, '$1\n'),
  );
  anchors = [{ name: 'Тестовый УЦ ФНС России', certificate: parseCertificate(readFileSync(ca.cert)) }];
}, 60_000);

const read = (path: string | null) => (path ? new Uint8Array(readFileSync(path)) : null);
const check = (signature: string, content: string | null) =>
  verifySignature(read(signature)!, read(content), anchors, new Date());

describe('GOST signature verdicts agree with OpenSSL', () => {
  const cases: [string, string, string | null, SignatureVerdict][] = [
    ['detached DER, 256', 'detached', 'pdf', 'VALID'],
    ['detached PEM', 'pem', 'pdf', 'VALID'],
    ['detached Base64', 'base64', 'pdf', 'VALID'],
    ['attached, 256', 'attached', null, 'VALID'],
    ['detached, 512', 'detached512', 'pdf', 'VALID'],
    ['attached, 512', 'attached512', null, 'VALID'],
    ['another INN, same CA', 'company', 'pdf', 'VALID'],
    ['content changed after signing', 'detached', 'changed', 'INVALID'],
    ['512, content changed after signing', 'detached512', 'changed', 'INVALID'],
    ['certificate expired at the judged time', 'expired', 'pdf', 'EXPIRED'],
    ['issuer not in the trust list', 'stranger', 'pdf', 'UNTRUSTED'],
  ];
  it.each(cases)('%s → %s', (_, signature, content, verdict) => {
    const sig = files[signature]!;
    const data = content ? files[content]! : null;
    expect(check(sig, data).verdict).toBe(verdict);
    expect(ssl.verify(sig, data, ca.cert)).toBe(verdict === 'VALID');
  });

  it('OpenSSL accepts each refused signature once its one fault is gone', () => {
    expect(ssl.verify(files.detached!, files.pdf!, ca.cert)).toBe(true);
    expect(ssl.verify(files.expired!, files.pdf!, ca.cert, true)).toBe(true);
    expect(ssl.verify(files.stranger!, files.pdf!, otherCa.cert)).toBe(true);
  });

  it('a file that is no CMS signature, or a detached one without its content, is NOT_SIGNATURE', () => {
    expect(check(files.pdf!, files.pdf!).verdict).toBe('NOT_SIGNATURE');
    expect(ssl.verify(files.pdf!, files.pdf!, ca.cert)).toBe(false);
    expect(check(ca.cert, files.pdf!).verdict).toBe('NOT_SIGNATURE');
    expect(check(files.detached!, null).verdict).toBe('NOT_SIGNATURE');
  });
});

describe('what the signature says', () => {
  it('names the signer from the certificate, its issuer, validity and the signing time', () => {
    const result = check(files.detached!, files.pdf!);
    expect(result.signer).toEqual({
      name: 'Петрова Анна Сергеевна',
      position: 'Начальник отдела',
      organisation: 'ФНС России',
      inn: '7707329152',
      innle: null,
      ogrn: '1047707030513',
      snils: null,
      ogrnip: null,
    });
    expect(result.issuer).toBe('Тестовый УЦ ФНС России');
    expect(result.validFrom).toBe('2025-01-01T00:00:00.000Z');
    expect(result.validTo).toBe('2035-01-01T00:00:00.000Z');
    expect(Math.abs(Date.parse(result.signingTime!) - Date.now())).toBeLessThan(120_000);
    expect(result.anchor).toBe('Тестовый УЦ ФНС России');
  });

  it('an attached signature gives back the signed content', () => {
    const result = check(files.attached!, null);
    expect(Buffer.from(result.content!).equals(readFileSync(files.pdf!))).toBe(true);
  });

  it('reads the qualified-certificate marks: sign tools and classes of protection', () => {
    expect(check(files.detached!, files.pdf!).qualified).toEqual({
      qualified: true,
      subjectSignTool: 'Средство электронной подписи «Тест CSP» (версия 5.0)',
      issuerSignTool: [
        'Средство электронной подписи «Тест CSP» (версия 5.0)',
        'Программный комплекс «Тестовый УЦ» (версия 2.0)',
        'Сертификат соответствия № СФ/124-0000 от 01.01.2025',
        'Сертификат соответствия № СФ/128-0000 от 01.01.2025',
      ],
      classes: ['КС1', 'КС2'],
    });
    expect(ssl.run(['x509', '-in', ssl.path('tax256.pem'), '-noout', '-text']).out).toContain(
      'Signing Tool of Subject',
    );
  });

  it('a certificate without the marks is valid but not qualified (a warning, not a refusal, here)', () => {
    const result = check(files.plain!, files.pdf!);
    expect(result.verdict).toBe('VALID');
    expect(result.qualified).toEqual({
      qualified: false,
      subjectSignTool: null,
      issuerSignTool: [],
      classes: [],
    });
    expect(ssl.verify(files.plain!, files.pdf!, ca.cert, { strict: true })).toBe(true);
  });

  it("reads an entrepreneur's ОГРНИП apart from a company's ОГРН", () => {
    expect(check(files.entrepreneur!, files.pdf!).signer).toMatchObject({
      name: 'Борисов Иван Петрович',
      inn: '500100732259',
      ogrn: null,
      ogrnip: '304500116000157',
    });
  });

  it("reads a company signer's INN and OGRN", () => {
    expect(check(files.company!, files.pdf!).signer).toMatchObject({
      name: 'Сидоров Пётр',
      position: 'Генеральный директор',
      organisation: 'ООО Ромашка',
      inn: '7701234567',
      ogrn: '1027700000001',
    });
  });
});

/**
 * RFC 5280 §6 path validation, each rule with the certificates a forger or a careless CA would make, all by
 * OpenSSL's GOST engine; OpenSSL's `cms -verify -x509_strict` refuses each path too.
 */
describe('certification path (RFC 5280)', () => {
  const path: Record<string, { sig: string; bundle: string }> = {};
  let letter = '';
  const ee = (extra = '') =>
    `basicConstraints = CA:FALSE\nkeyUsage = digitalSignature, nonRepudiation\n${extra}`;

  beforeAll(() => {
    letter = ssl.write('knd-letter.pdf', '%PDF-1.4\nИнформационное письмо КНД 1120503\n%%EOF\n');
    const trusted = ssl.bundle('trusted.pem', [ca.cert]);
    // The forgery: a director's ordinary certificate (an end entity) issues one named «ФНС России».
    const director = ssl.signer('forger', ca, {
      CN: 'Сидоров Пётр',
      title: 'Генеральный директор',
      O: 'ООО Ромашка',
      INN: '7701234567',
      C: 'RU',
    });
    const fakeTax = ssl.signer('fake-tax', director, {
      CN: 'Петрова Анна Сергеевна',
      title: 'Начальник отдела',
      ...TAX,
    });
    path.forged = {
      sig: ssl.sign(letter, fakeTax, 'forged.sig', { certs: [director.cert] }),
      bundle: trusted,
    };

    const noCertSign = ssl.intermediate(
      'no-cert-sign',
      ca,
      { CN: 'УЦ без права подписи сертификатов', C: 'RU' },
      { extensions: 'basicConstraints = critical, CA:TRUE\nkeyUsage = critical, digitalSignature, cRLSign' },
    );
    const underNoCertSign = ssl.signer('under-no-cert-sign', noCertSign, { CN: 'Подписант 1', C: 'RU' });
    path.noCertSign = {
      sig: ssl.sign(letter, underNoCertSign, 'no-cert-sign.sig', { certs: [noCertSign.cert] }),
      bundle: trusted,
    };

    const zero = ssl.intermediate(
      'pathlen-zero',
      ca,
      { CN: 'УЦ с pathLenConstraint 0', C: 'RU' },
      {
        extensions:
          'basicConstraints = critical, CA:TRUE, pathlen:0\nkeyUsage = critical, keyCertSign, cRLSign',
      },
    );
    const below = ssl.intermediate('below-zero', zero, { CN: 'Подчинённый УЦ', C: 'RU' });
    const deep = ssl.signer('deep', below, { CN: 'Подписант 2', C: 'RU' });
    path.pathLength = {
      sig: ssl.sign(letter, deep, 'pathlen.sig', { certs: [zero.cert, below.cert] }),
      bundle: trusted,
    };

    const good = ssl.intermediate('good-sub', ca, { CN: 'Подчинённый УЦ (действующий)', C: 'RU' });
    const goodSigner = ssl.signer('good-signer', good, { CN: 'Подписант 3', C: 'RU' });
    path.intermediate = {
      sig: ssl.sign(letter, goodSigner, 'intermediate.sig', { certs: [good.cert] }),
      bundle: trusted,
    };

    const oldSub = ssl.intermediate(
      'old-sub',
      ca,
      { CN: 'Подчинённый УЦ (истёк)', C: 'RU' },
      { start: '20200101000000Z', end: '20240101000000Z' },
    );
    const underOld = ssl.signer('under-old', oldSub, { CN: 'Подписант 4', C: 'RU' });
    path.caExpired = {
      sig: ssl.sign(letter, underOld, 'ca-expired.sig', { certs: [oldSub.cert] }),
      bundle: trusted,
    };

    const oldRoot = ssl.authority('old-root', { CN: 'Корневой УЦ (истёк)', C: 'RU' }, 256, {
      start: '20150101000000Z',
      end: '20240101000000Z',
    });
    const underOldRoot = ssl.signer('under-old-root', oldRoot, { CN: 'Подписант 5', C: 'RU' });
    path.anchorExpired = {
      sig: ssl.sign(letter, underOldRoot, 'anchor-expired.sig'),
      bundle: ssl.bundle('old-root-bundle.pem', [oldRoot.cert]),
    };

    const critical = ssl.signer(
      'critical',
      ca,
      { CN: 'Подписант 6', C: 'RU' },
      { extensions: ee('1.2.643.999.1 = critical, ASN1:UTF8String:unknown') },
    );
    path.critical = { sig: ssl.sign(letter, critical, 'critical.sig'), bundle: trusted };

    const encipherOnly = ssl.signer(
      'encipher',
      ca,
      { CN: 'Подписант 7', C: 'RU' },
      { extensions: 'basicConstraints = CA:FALSE\nkeyUsage = critical, keyEncipherment' },
    );
    path.signingNotAllowed = { sig: ssl.sign(letter, encipherOnly, 'encipher.sig'), bundle: trusted };
    anchors.push({ name: 'Корневой УЦ (истёк)', certificate: parseCertificate(readFileSync(oldRoot.cert)) });
  }, 120_000);

  const cases: [string, string, SignatureVerdict, string | null][] = [
    ['a path through a CA intermediate', 'intermediate', 'VALID', null],
    ['the forgery: an end-entity certificate used as a CA', 'forged', 'NOT_CA', 'Сидоров Пётр'],
    ['a CA without keyCertSign', 'noCertSign', 'NO_CERT_SIGN', 'УЦ без права подписи сертификатов'],
    ['a pathLenConstraint exceeded', 'pathLength', 'PATH_TOO_LONG', 'УЦ с pathLenConstraint 0'],
    ['an intermediate expired at the judged time', 'caExpired', 'CA_EXPIRED', 'Подчинённый УЦ (истёк)'],
    ['an expired anchor', 'anchorExpired', 'ANCHOR_EXPIRED', 'Корневой УЦ (истёк)'],
    ['an unknown critical extension', 'critical', 'CRITICAL_EXTENSION', 'Подписант 6'],
    ['a signer whose key usage excludes signing', 'signingNotAllowed', 'SIGNING_NOT_ALLOWED', 'Подписант 7'],
  ];
  it.each(cases)('%s → %s', (_, name, verdict, problem) => {
    const { sig, bundle } = path[name]!;
    const result = check(sig, letter);
    expect(result.verdict).toBe(verdict);
    expect(result.problem).toBe(problem);
    expect(ssl.verify(sig, letter, bundle, { strict: true, purpose: 'smimesign' })).toBe(verdict === 'VALID');
  });

  it('OpenSSL accepts the expired ones whatever the time: only the time is wrong with them', () => {
    for (const name of ['caExpired', 'anchorExpired']) {
      const { sig, bundle } = path[name]!;
      expect(ssl.verify(sig, letter, bundle, { noTime: true, strict: true })).toBe(true);
    }
  });

  it('the forged «ФНС России» certificate is what the reviewer would otherwise have seen', () => {
    const result = check(path.forged!.sig, letter);
    expect(result.signer).toMatchObject({ organisation: 'ФНС России', inn: '7707329152' });
    expect(result.path.map((c) => [c.role, c.holder, c.ca])).toEqual([
      ['SIGNER', 'Петрова Анна Сергеевна', false],
      ['INTERMEDIATE', 'Сидоров Пётр', false],
      ['ANCHOR', 'Тестовый УЦ ФНС России', true],
    ]);
  });

  it('shows the path signer → intermediate → anchor with validity and CA marks', () => {
    const result = check(path.intermediate!.sig, letter);
    expect(result.path).toEqual([
      expect.objectContaining({ role: 'SIGNER', holder: 'Подписант 3', ca: false }),
      expect.objectContaining({
        role: 'INTERMEDIATE',
        holder: 'Подчинённый УЦ (действующий)',
        issuer: 'Тестовый УЦ ФНС России',
        ca: true,
        keyUsage: ['keyCertSign', 'cRLSign'],
        validFrom: '2025-01-01T00:00:00.000Z',
      }),
      expect.objectContaining({ role: 'ANCHOR', holder: 'Тестовый УЦ ФНС России', ca: true }),
    ]);
  });
});

/** YYYYMMDDHHMMSSZ, as OpenSSL dates a certificate. */
const opensslDate = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
const DAY = 86_400_000;

/**
 * Trusted time: the signing time is the signer's claim; the path is judged at a verified RFC 3161 timestamp's
 * time (CAdES-T, made by `openssl ts` with the GOST engine) or else when the cabinet received the file.
 */
describe('the time a signature is judged at', () => {
  const at: Record<string, string> = {};
  let letter = '';
  let tsaChain = '';
  let stampedAt = new Date();

  beforeAll(() => {
    letter = ssl.write('time-letter.pdf', '%PDF-1.4\nКНД 1120503\n%%EOF\n');
    const tsa = ssl.signer(
      'tsa',
      ca,
      { CN: 'Служба штампов времени', O: 'ООО Тестовый УЦ', C: 'RU' },
      {
        extensions: TSA_EXTENSIONS,
      },
    );
    tsaChain = ssl.bundle('tsa-chain.pem', [tsa.cert]);
    // Expired in 2021, backdated to 2020 by its holder: the claim would make it look in force.
    const old = ssl.signer(
      'old',
      ca,
      { CN: 'Подписант (сертификат истёк)', C: 'RU' },
      {
        start: '20200101000000Z',
        end: '20210101000000Z',
      },
    );
    at.backdated = ssl.backdate(
      ssl.sign(letter, old, 'old.sig'),
      old,
      new Date('2020-06-01T12:00:00Z'),
      'backdated.sig',
    );
    // In force until tomorrow: signed and stamped today, received a month later.
    const shortLived = ssl.signer(
      'short',
      ca,
      { CN: 'Подписант (сертификат до завтра)', C: 'RU' },
      {
        end: opensslDate(new Date(Date.now() + DAY)),
      },
    );
    at.plain = ssl.sign(letter, shortLived, 'short.sig');
    stampedAt = new Date();
    at.stamped = ssl.timestamp(at.plain, tsa, tsaChain, 'short-t.sig');
    // A token over another signature's value does not vouch for this one.
    const other = ssl.sign(letter, shortLived, 'other.sig');
    const otherStamped = ssl.timestamp(other, tsa, tsaChain, 'other-t.sig');
    const strangerTsa = ssl.signer(
      'stranger-tsa',
      otherCa,
      { CN: 'Посторонняя служба штампов', C: 'RU' },
      {
        extensions: TSA_EXTENSIONS,
      },
    );
    at.strangerToken = ssl.timestamp(
      at.plain,
      strangerTsa,
      ssl.bundle('stranger-tsa.pem', [strangerTsa.cert]),
      'stranger-t.sig',
    );
    at.foreignToken = ssl.write(
      'foreign-token.sig',
      swapToken(readFileSync(at.plain), readFileSync(otherStamped)),
    );
  }, 120_000);

  const monthLater = () => new Date(Date.now() + 30 * DAY);
  const judge = (name: string, receivedAt: Date) =>
    verifySignature(read(at[name]!)!, read(letter), anchors, { receivedAt, now: receivedAt });

  it('a backdated signing time on a certificate expired before upload is refused: judged when received', () => {
    const result = judge('backdated', new Date());
    expect(result.signingTime).toBe('2020-06-01T12:00:00.000Z');
    expect(result).toMatchObject({ verdict: 'EXPIRED', timeSource: 'RECEIVED', timeReason: 'NO_TIMESTAMP' });
    // OpenSSL: the backdated signature itself holds, only its certificate's time does not.
    expect(ssl.verify(at.backdated!, letter, ca.cert, { noTime: true, strict: true })).toBe(true);
    expect(ssl.verify(at.backdated!, letter, ca.cert, { strict: true })).toBe(false);
  });

  it('a valid CAdES-T timestamp saves a signature whose certificate expired after signing', () => {
    const received = monthLater();
    const result = judge('stamped', received);
    expect(result).toMatchObject({ verdict: 'VALID', timeSource: 'TIMESTAMP', timeReason: 'TIMESTAMP' });
    expect(Math.abs(Date.parse(result.judgedAt!) - stampedAt.getTime())).toBeLessThan(120_000);
    expect(judge('plain', received)).toMatchObject({ verdict: 'EXPIRED', timeSource: 'RECEIVED' });
    expect(ssl.verify(at.stamped!, letter, ca.cert, { at: new Date(result.judgedAt!), strict: true })).toBe(
      true,
    );
    expect(ssl.verify(at.stamped!, letter, ca.cert, { at: received, strict: true })).toBe(false);
  });

  it('a token that does not stamp this signature is no trusted time', () => {
    const result = judge('foreignToken', monthLater());
    expect(result).toMatchObject({
      verdict: 'EXPIRED',
      timeSource: 'RECEIVED',
      timeReason: 'TIMESTAMP_INVALID',
    });
  });

  it('a token of a TSA outside the trust list is no trusted time', () => {
    const result = judge('strangerToken', monthLater());
    expect(result).toMatchObject({
      verdict: 'EXPIRED',
      timeSource: 'RECEIVED',
      timeReason: 'TIMESTAMP_INVALID',
    });
  });
});

/** The signature of `target` with the timestamp token taken from `donor` (a CAdES-T of another signature). */
function swapToken(target: Uint8Array, donor: Uint8Array): Uint8Array {
  const parse = (der: Uint8Array) =>
    new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(der)).content });
  const signed = parse(target);
  signed.signerInfos[0]!.unsignedAttrs = parse(donor).signerInfos[0]!.unsignedAttrs;
  return new Uint8Array(
    new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) })
      .toSchema()
      .toBER(),
  );
}

/**
 * Revocation: the CRLs of the trusted CAs (made here by `openssl ca -gencrl`), verified against their CA;
 * OpenSSL's `cms -verify -crl_check_all` agrees.
 */
describe('revocation', () => {
  let letter = '';
  let revokedSig = '';
  let goodSig = '';
  let crl: pkijs.CertificateRevocationList;
  let foreignCrl: pkijs.CertificateRevocationList;
  let withCrl = '';
  const crlOf = (file: string) =>
    pkijs.CertificateRevocationList.fromBER(new Uint8Array(signatureDer(read(file)!)!));

  beforeAll(() => {
    letter = ssl.write('revocation-letter.pdf', '%PDF-1.4\nКНД 1120503\n%%EOF\n');
    const revoked = ssl.signer('revoked', ca, { CN: 'Подписант (сертификат отозван)', C: 'RU' });
    const good = ssl.signer('not-revoked', ca, { CN: 'Подписант (сертификат действует)', C: 'RU' });
    revokedSig = ssl.sign(letter, revoked, 'revoked.sig');
    goodSig = ssl.sign(letter, good, 'not-revoked.sig');
    const crlFile = ssl.crl('ca', ca, [revoked]);
    crl = crlOf(crlFile);
    foreignCrl = crlOf(ssl.crl('other-ca', otherCa, []));
    withCrl = ssl.bundle('ca-with-crl.pem', [ca.cert, crlFile]);
  }, 120_000);

  const judge = (sig: string, crls: pkijs.CertificateRevocationList[]) =>
    verifySignature(read(sig)!, read(letter), anchors, { receivedAt: new Date(Date.now() + 60_000), crls });

  it('a signer revoked before the judged time is refused, with when', () => {
    const result = judge(revokedSig, [crl]);
    expect(result).toMatchObject({
      verdict: 'REVOKED',
      revocation: 'REVOKED',
      problem: 'Подписант (сертификат отозван)',
    });
    expect(Math.abs(Date.parse(result.revokedAt!) - Date.now())).toBeLessThan(120_000);
    expect(ssl.verify(revokedSig, letter, withCrl, { crlCheck: true, strict: true })).toBe(false);
    expect(ssl.verify(revokedSig, letter, ca.cert, { strict: true })).toBe(true);
  });

  it('a signer the fresh CRL does not list is valid, its revocation checked', () => {
    expect(judge(goodSig, [crl])).toMatchObject({ verdict: 'VALID', revocation: 'GOOD' });
    expect(ssl.verify(goodSig, letter, withCrl, { crlCheck: true, strict: true })).toBe(true);
  });

  it('without a CRL of the CA (none, or another CA’s) the verdict says revocation was not checked', () => {
    expect(judge(goodSig, [])).toMatchObject({ verdict: 'REVOCATION_UNKNOWN', revocation: 'NOT_CHECKED' });
    expect(judge(goodSig, [foreignCrl])).toMatchObject({ verdict: 'REVOCATION_UNKNOWN' });
    expect(ssl.verify(goodSig, letter, ca.cert, { crlCheck: true, strict: true })).toBe(false);
  });

  it('a CRL past its next update is no check', () => {
    const later = new Date(crl.nextUpdate!.value.getTime() + 86_400_000);
    const result = verifySignature(read(goodSig)!, read(letter), anchors, {
      receivedAt: new Date(),
      now: later,
      crls: [crl],
    });
    expect(result.verdict).toBe('REVOCATION_UNKNOWN');
  });
});
