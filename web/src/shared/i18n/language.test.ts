import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, resetLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './language';

afterEach(async () => {
  await resetLanguage();
  localStorage.clear();
});

describe('interface language', () => {
  it('starts in Russian and ignores values it does not know', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('ru');
    expect(i18n.t('notifications:modal.newEmpty')).toBe('Новые уведомления отстуствуют.');
  });

  it('keeps the chosen language for the next visit and translates at once', async () => {
    await changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('portal')).toBe('Counterparty personal account');
  });

  it('returns to Russian on reset (sign-out)', async () => {
    await changeLanguage('en');
    await resetLanguage();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(i18n.t('portal')).toBe('Личный кабинет контрагента');
  });

  it('has every Russian text in English too', async () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    const { resources } = await import('./i18n');
    for (const ns of Object.keys(resources.ru) as (keyof typeof resources.ru)[]) {
      expect(keys(resources.en[ns]).sort(), ns).toEqual(keys(resources.ru[ns]).sort());
    }
  });
});
