import * as z from 'zod/mini';
import type { ValidationMessageKey } from './messages';

/** A validation message as zod takes it: the key of its text (shared/validation/messages.ts). */
export const error = (key: ValidationMessageKey) => ({ error: key });

/**
 * A trimmed text of 1 to `max` characters, the contract's most common field; `message` answers both an empty
 * and a too long value (without it zod's own codes are translated).
 */
export const requiredText = (max: number, message?: ValidationMessageKey) => {
  const params = message ? error(message) : undefined;
  return z.string().check(z.trim(), z.minLength(1, params), z.maxLength(max, params));
};
