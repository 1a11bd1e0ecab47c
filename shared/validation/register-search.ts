import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type { ValidationMessageKey } from './messages';

/**
 * Register searches start above 3 typed characters (02 §9). A module of its own: the bank search builds
 * this one schema without the registration rules (tax ids, addresses, postcodes) around it.
 */
export const REGISTER_SEARCH_MIN_CHARS = 4;

export const registerSearchSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(REGISTER_SEARCH_MIN_CHARS, {
      error: 'validation.searchTooShort' satisfies ValidationMessageKey,
    }),
    z.maxLength(200),
  ),
);
