import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/faq.json';
import ru from '../../shared/i18n/locales/ru/faq.json';
import { FAQ_ITEMS } from './faq-page';

describe('the FAQ entries (01 §2.9)', () => {
  it('lists entry 5, on documents signed with an e-signature, now that its training video is published', () => {
    expect(FAQ_ITEMS).toContain(5);
    expect(ru.items['5'].q).toBe('Как загрузить документы, подписанные электронной подписью?');
    expect(ru.items['5'].a).toContain('видеоинструкции в окне «Поддержка»');
    expect(en.items['5'].a).toContain('training video in the Support window');
  });
});
