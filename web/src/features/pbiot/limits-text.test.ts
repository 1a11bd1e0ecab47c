import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '../../shared/i18n/i18n';
import { PBIOT_NS } from './i18n';

const limits = (count: number, lng: string) =>
  i18n.t(`${PBIOT_NS}:docs.limits`, { count, ext: 'pdf', size: '10 МБ', lng });

describe('the upload limits of a safety document', () => {
  it('agree with their number in Russian (not «не более 1 файлов»)', () => {
    expect(limits(1, 'ru')).toContain('не более 1 файла');
    expect(limits(3, 'ru')).toContain('не более 3 файлов');
    expect(limits(5, 'ru')).toContain('не более 5 файлов');
    expect(limits(21, 'ru')).toContain('не более 21 файла');
  });

  it('and in English', () => {
    expect(limits(1, 'en')).toContain('at most 1 file');
    expect(limits(2, 'en')).toContain('at most 2 files');
  });
});
