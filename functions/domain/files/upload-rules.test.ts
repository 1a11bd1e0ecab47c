import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, DOCUMENT_MAX_BYTES, FILE_MIN_BYTES } from '@shared/constants/spec';
import { extensionProblem, sizeProblem } from './upload-rules';

const wrongFormat = (formats: string) => ({ key: 'file.wrongFormat', params: { formats } });

describe('sizeProblem', () => {
  it('refuses an empty file with the minimum in the text', () => {
    expect(sizeProblem(0, 'ATTACHMENT')).toEqual({ key: 'file.tooSmall', params: { n: FILE_MIN_BYTES } });
  });

  it('accepts up to the purpose limit inclusive and refuses one byte more', () => {
    expect(sizeProblem(ATTACHMENT_MAX_BYTES, 'ATTACHMENT')).toBeNull();
    expect(sizeProblem(ATTACHMENT_MAX_BYTES + 1, 'ATTACHMENT')).toEqual({
      key: 'file.tooLarge',
      params: { n: ATTACHMENT_MAX_BYTES },
    });
    // Registration files are limited to 10 MB of 1,000,000 bytes.
    expect(sizeProblem(DOCUMENT_MAX_BYTES + 1, 'REGISTRATION')).toEqual({
      key: 'file.tooLarge',
      params: { n: DOCUMENT_MAX_BYTES },
    });
    // The generic single attachment: 10240 KB of 1024 bytes (01 §5.3).
    expect(sizeProblem(10240 * 1024, 'GENERIC')).toBeNull();
    expect(sizeProblem(10240 * 1024 + 1, 'GENERIC')).toEqual({
      key: 'file.tooLarge',
      params: { n: 10485760 },
    });
  });
});

describe('extensionProblem', () => {
  it('refuses at once a name whose extension the purpose does not accept', () => {
    expect(extensionProblem('setup.exe', 'ATTACHMENT')).toEqual(wrongFormat('pdf, jpg, png, tiff'));
    expect(extensionProblem('scan.png', 'REGISTRATION')).toEqual(wrongFormat('pdf'));
    expect(extensionProblem('scan.png', 'GENERIC')).toEqual(
      wrongFormat('pdf, zip, rar, doc, docx, 7z, gz, odt, odm, pages, txt'),
    );
  });

  it('accepts the allowed extensions in any case and their spelling variants', () => {
    expect(extensionProblem('Устав.PDF', 'REGISTRATION')).toBeNull();
    expect(extensionProblem('photo.jpeg', 'ATTACHMENT')).toBeNull();
    expect(extensionProblem('scan.TIF', 'ATTACHMENT')).toBeNull();
    expect(extensionProblem('notes.txt', 'GENERIC')).toBeNull();
    for (const name of ['Письмо.odm', 'Письмо.pages', 'arch.gzip', 'arch.7z', 'Письмо.DOCX', 'a.rar'])
      expect(extensionProblem(name, 'GENERIC'), name).toBeNull();
  });

  it('leaves a name without an extension to the check of its bytes', () => {
    expect(extensionProblem('scan', 'REGISTRATION')).toBeNull();
    expect(extensionProblem('Акт от 01.02.2024', 'REGISTRATION')).toBeNull();
  });
});
