import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './language';

// A file of its own: the stored choice is read once, when the texts module first loads.
describe('a visitor who chose English before', () => {
  it('starts in English: the start-up loader waits for the English texts, so nothing shows in Russian first', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { i18n, textsLoaded } = await import('./i18n');
    await textsLoaded;
    expect(i18n.t('auth:signIn.title')).toBe('Sign in to the personal account');
    expect(i18n.t('portal')).toBe('Counterparty personal account');
    expect(document.documentElement.lang).toBe('en');
  });
});
