import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GostOpenssl, type Identity } from '../../test/support/gost-openssl';
import type { SignatureVerdict } from '@shared/constants/documents';
import { parseCertificate, verifySignature, type TrustAnchor } from './gost-signature';

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
    ['certificate expired at signing time', 'expired', 'pdf', 'EXPIRED'],
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
