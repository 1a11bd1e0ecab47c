import type { TFunction } from 'i18next';
import type { AdminAction } from '@shared/api/areas/admin';
import { formatRecordedValue } from './dates';

/**
 * A value an administrator's action recorded (an audit entry's before or after), as a history shows it:
 * an account status and the withdrawn change requests by their names, dates as DD.MM.YYYY, codes and
 * logins as they are. The trail stores codes, not words, so each reader sees them in their own language.
 */
export function auditValueText(t: TFunction, action: AdminAction, value: string | null): string {
  if (value === null || value === '') return '—';
  switch (action) {
    case 'UPDATE_STATUS':
      return t(`common:registrationState.${value}`, { defaultValue: value });
    case 'CLEAN_MODERATION':
      // The kinds of the requests withdrawn, "CONTACTS, BANK_ACCOUNTS".
      return value
        .split(', ')
        .map((kind) => t(`common:changeRequestKind.${kind}`, { defaultValue: kind }))
        .join(', ');
    default:
      return formatRecordedValue(value);
  }
}
