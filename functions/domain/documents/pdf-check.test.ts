import { describe, expect, it } from 'vitest';
import { samplePdf } from '../files/file-samples.fixture';
import { checkPdf, pdfMentions, readNoArrearsCertificate } from './pdf-check';
import { kndLetterPdf, noArrearsCertificatePdf } from './knd-letter.fixture';
import { brokenPdf, encryptedPdf } from './pdf-samples.fixture';

describe('checkPdf', () => {
  it('reads a real PDF', async () => {
    expect(await checkPdf(samplePdf())).toEqual({ pages: 1 });
  });
  it('refuses an encrypted PDF and one that only looks like a PDF', async () => {
    await expect(checkPdf(encryptedPdf())).rejects.toMatchObject({ detail: 'pdfEncrypted' });
    await expect(checkPdf(brokenPdf())).rejects.toMatchObject({ detail: 'pdfUnreadable' });
  });
});

describe('reading what a PDF says', () => {
  const company = { name: 'ООО "Северный ветер"', inn: '7707083893' };

  it('recognises a КНД 1120503/1120504 letter from its page text drawn in an embedded font', async () => {
    for (const form of ['1120503', '1120504'] as const) {
      const letter = await kndLetterPdf(form, company, { metadata: false });
      expect(await pdfMentions(letter, form)).toBe(true);
    }
    const usn = await kndLetterPdf('1120503', company, { metadata: false });
    expect(await pdfMentions(usn, '1120504')).toBe(false);
  });

  it('reads the form and the date of a certificate of no tax arrears (КНД 1120101) from the document', async () => {
    expect(await readNoArrearsCertificate(await noArrearsCertificatePdf(company, '2026-11-02'))).toEqual({
      hasText: true,
      isForm: true,
      date: '2026-11-02',
    });
    const inWords = await noArrearsCertificatePdf(company, '2026-09-15', { wordsDate: true });
    expect((await readNoArrearsCertificate(inWords)).date).toBe('2026-09-15');
    const other = await noArrearsCertificatePdf(company, '2026-11-02', { form: '1160080' });
    expect((await readNoArrearsCertificate(other)).isForm).toBe(false);
    // A scan (no text layer): nothing is read, the date typed by the supplier counts.
    expect(await readNoArrearsCertificate(samplePdf(''))).toMatchObject({ hasText: false });
  });
});
