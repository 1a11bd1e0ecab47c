import { describe, expect, it } from 'vitest';
import { samplePdf } from '../files/file-samples.fixture';
import { checkPdf } from './pdf-check';
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
