import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, contentDisposition, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps an ordinary Cyrillic name as it is', () => {
    expect(sanitizeFileName('Устав ООО «Ромашка».pdf')).toBe('Устав ООО «Ромашка».pdf');
  });

  it('drops folders of either kind of path', () => {
    expect(sanitizeFileName('C:\\Users\\ivan\\Документы\\отчёт.pdf')).toBe('отчёт.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters and a right-to-left override that would disguise the extension', () => {
    expect(sanitizeFileName('акт\u0000\n\r\t.pdf')).toBe('акт.pdf');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('names a file that has no usable name', () => {
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('folder/')).toBe('file');
    expect(sanitizeFileName(' \u0007 ')).toBe('file');
  });

  it('cuts a long name to 255 characters and keeps its extension', () => {
    const name = sanitizeFileName(`${'я'.repeat(400)}.docx`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX);
    expect(name.endsWith('я.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives the UTF-8 name and an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Устав (ред. 2).pdf')).toBe(
      `attachment; filename="_____ (___. 2).pdf"; ` +
        `filename*=UTF-8''%D0%A3%D1%81%D1%82%D0%B0%D0%B2%20%28%D1%80%D0%B5%D0%B4.%202%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes in the name', () => {
    const header = contentDisposition('inline', 'a"; filename="evil.exe');
    expect(header.startsWith('inline; filename="a_; filename=_evil.exe"; ')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('a"; filename="evil.exe');
  });
});
