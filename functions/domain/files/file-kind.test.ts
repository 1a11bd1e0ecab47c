import { describe, expect, it } from 'vitest';
import { kindAllowed } from './upload-rules';
import { detectKind, isPlainText } from './file-kind';
import {
  sampleExe,
  sampleJpeg,
  sampleOdm,
  samplePages,
  samplePdf,
  samplePng,
  sampleText,
  sampleTiff,
  sampleZip,
} from './file-samples.fixture';

describe('detectKind', () => {
  it.each([
    ['pdf', samplePdf()],
    ['png', samplePng()],
    ['jpg', sampleJpeg()],
    ['tiff', sampleTiff()],
    ['zip', sampleZip()],
    ['odm', sampleOdm()],
    ['pages', samplePages()],
    ['txt', sampleText()],
  ] as const)('knows a %s by its bytes', async (kind, bytes) => {
    expect(await detectKind(bytes, true)).toBe(kind);
  });

  it('knows a CMS e-signature in DER, PEM or bare Base64, and not a certificate', async () => {
    // The opening of every SignedData: SEQUENCE, the signedData type 1.2.840.113549.1.7.2, [0].
    const der = Uint8Array.from([
      0x30,
      0x82,
      0x05,
      0x10,
      0x06,
      0x09,
      0x2a,
      0x86,
      0x48,
      0x86,
      0xf7,
      0x0d,
      0x01,
      0x07,
      0x02,
      0xa0,
      0x82,
      0x05,
      0x01,
      ...new Array<number>(80).fill(0x30),
    ]);
    const base64 = Buffer.from(der).toString('base64');
    expect(await detectKind(der, true)).toBe('sig');
    expect(
      await detectKind(Buffer.from(`-----BEGIN PKCS7-----\n${base64}\n-----END PKCS7-----\n`), true),
    ).toBe('sig');
    expect(await detectKind(Buffer.from(base64), true)).toBe('sig');
    const certificate = Uint8Array.from([
      0x30, 0x82, 0x01, 0x10, 0x30, 0x81, 0xbe, 0xa0, 0x03, 0x02, 0x01, 0x02,
    ]);
    expect(await detectKind(certificate, true)).not.toBe('sig');
    expect(kindAllowed('sig', 'DOCUMENT')).toBe(true);
    expect(kindAllowed('sig', 'REGISTRATION')).toBe(false);
  });

  it('does not take an executable for anything the cabinet accepts', async () => {
    expect(await detectKind(sampleExe(), true)).toBeNull();
  });

  it('refuses an executable renamed to .pdf for a PDF-only purpose', async () => {
    // The name plays no part: only the bytes are read.
    expect(kindAllowed(await detectKind(sampleExe(), true), 'REGISTRATION')).toBe(false);
  });

  it('refuses PNG bytes where only PDF is accepted, accepts them as an attachment', async () => {
    const kind = await detectKind(samplePng(), true);
    expect(kindAllowed(kind, 'REGISTRATION')).toBe(false);
    expect(kindAllowed(kind, 'ATTACHMENT')).toBe(true);
  });

  it('takes an OpenDocument master and a Pages package for the generic attachment only', async () => {
    for (const bytes of [sampleOdm(), samplePages()]) {
      const kind = await detectKind(bytes, true);
      expect(kindAllowed(kind, 'GENERIC')).toBe(true);
      expect(kindAllowed(kind, 'DOCUMENT')).toBe(false);
    }
  });

  it('takes arbitrary binary bytes for nothing', async () => {
    expect(
      await detectKind(Uint8Array.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0xff, 0xfe]), true),
    ).toBeNull();
  });
});

describe('isPlainText', () => {
  const text = sampleText();

  it('accepts UTF-8 text and refuses NUL bytes or invalid UTF-8', () => {
    expect(isPlainText(text, true)).toBe(true);
    expect(isPlainText(Uint8Array.from([0x41, 0x00, 0x42]), true)).toBe(false);
    expect(isPlainText(Uint8Array.from([0x41, 0xc3, 0x28]), true)).toBe(false);
    expect(isPlainText(new Uint8Array(0), true)).toBe(false);
  });

  it('forgives a character cut at the end of a sample, not at the end of a whole file', () => {
    const cut = text.slice(0, 2 + 1); // 'Д' is two bytes: the sample ends inside 'о'
    expect(isPlainText(cut, false)).toBe(true);
    expect(isPlainText(cut, true)).toBe(false);
  });
});
