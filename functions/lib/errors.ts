import { ERROR_CODES } from '@shared/api/error-payload';
import type { MessageKey } from './messages';

/**
 * A failure the caller should see: its status and code go to the client, its message is a
 * translated text (messages.ts). Anything else thrown is a 500 with a generic text.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, ERROR_CODES.VALIDATION, key, params);
export const forbidden = (key: MessageKey = 'error.forbidden') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, key);
export const notFound = (key: MessageKey = 'error.notFound') => new AppError(404, ERROR_CODES.NOT_FOUND, key);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, ERROR_CODES.CONFLICT, key, params);
