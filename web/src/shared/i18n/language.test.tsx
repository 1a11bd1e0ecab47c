import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../ui/language-switch';
import { changeLanguage, currentLanguage, i18n, resetLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './language';

afterEach(async () => {
  cleanup();
  await resetLanguage();
  localStorage.clear();
});

describe('interface language', () => {
  it('starts in Russian, without the English texts, and ignores values it does not know', () => {
    // English is not in the start-up code: its texts arrive with the first switch to it.
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
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

  it('switches a shown screen to English with the switch', async () => {
    const Title = () => <h1>{useTranslation('auth').t('signIn.title')}</h1>;
    render(
      <>
        <LanguageSwitch />
        <Title />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Вход в личный кабинет');
    fireEvent.click(screen.getByTestId('language-en'));
    expect(await screen.findByRole('heading', { name: 'Sign in to the personal account' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Interface language' })).toBeTruthy();
  });
});
