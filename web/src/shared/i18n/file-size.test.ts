import { beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { i18n } from './i18n';

// The English texts load when English is chosen (i18n.ts); the interface is Russian here.
beforeAll(() => i18n.loadLanguages('en'));

describe('file sizes (01 §9, 03 §9: 1 MB = 1,000,000 bytes)', () => {
  it('shows an empty volume as zero, not "1 KB"', () => {
    expect(formatFileSize(0, 'ru')).toBe('0 Б');
    expect(formatFileSize(0, 'en')).toBe('0 B');
  });
  it('shows bytes, then whole KB under 1,000 KB, then MB with a decimal comma in Russian', () => {
    expect(formatFileSize(512, 'ru')).toBe('512 Б');
    expect(formatFileSize(1_000, 'ru')).toBe('1 КБ');
    expect(formatFileSize(245_600, 'ru')).toBe('246 КБ');
    expect(formatFileSize(999_400, 'ru')).toBe('999 КБ');
    expect(formatFileSize(999_600, 'ru')).toBe('1 МБ');
    expect(formatFileSize(1_500_000, 'ru')).toBe('1,5 МБ');
    expect(formatFileSize(1_500_000, 'en')).toBe('1.5 MB');
  });
  it('states the used volume in the unit of its limit: 100,000,000 bytes are 100 МБ', () => {
    expect(formatFileSize(100_000_000, 'ru')).toBe('100 МБ');
    expect(formatFileSize(100_000_000, 'en')).toBe('100 MB');
    expect(formatFileSize(95_400_000, 'ru')).toBe('95,4 МБ');
    // A limit of 9765 KB (the documents' 10 MB stated in KB of 1024) reads as 10 МБ.
    expect(formatFileSize(9765 * 1024, 'ru')).toBe('10 МБ');
  });
});
