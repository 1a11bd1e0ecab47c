import { afterEach, describe, expect, it } from 'vitest';
import { auditValueText } from './audit-values';
import { changeLanguage, i18n, resetLanguage } from './i18n';

afterEach(async () => {
  await resetLanguage();
  localStorage.clear();
});

describe('an administrator’s recorded change, as the histories show it', () => {
  it('names an account status and the withdrawn requests instead of their codes', () => {
    const t = i18n.t.bind(i18n);
    expect(auditValueText(t, 'UPDATE_STATUS', 'NEW')).toBe('Новый');
    expect(auditValueText(t, 'UPDATE_STATUS', 'REGISTERED')).toBe('Зарегистрирован');
    expect(auditValueText(t, 'CLEAN_MODERATION', 'CONTACTS, BANK_ACCOUNTS')).toBe(
      'Контакты, Банковские реквизиты',
    );
  });

  it('names them in English for an English reader', async () => {
    await changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(auditValueText(t, 'UPDATE_STATUS', 'REGISTERED')).toBe('Registered');
    expect(auditValueText(t, 'CLEAN_MODERATION', 'POSTAL_ADDRESS')).toBe('Postal address');
  });

  it('shows dates as DD.MM.YYYY, codes and logins as they are, nothing as a dash', () => {
    const t = i18n.t.bind(i18n);
    expect(auditValueText(t, 'POSTPONE_DELETION', '2026-12-31')).toBe('31.12.2026');
    expect(auditValueText(t, 'RESEND_SNABGENIE', '2026-11-27T12:37:05.318Z')).toBe('27.11.2026 15:37');
    expect(auditValueText(t, 'SET_CODE', '1000123')).toBe('1000123');
    expect(auditValueText(t, 'SET_LOGIN', 'NEW')).toBe('NEW');
    expect(auditValueText(t, 'CLEAN_MODERATION', null)).toBe('—');
  });
});
