import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { DICTIONARY_KINDS, DICTIONARY_SEARCH_MIN_CHARS } from '../../constants/spec';

export const dictionaryOptionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    parentCode: z.nullable(z.string()),
  }),
);
export type DictionaryOption = z.infer<ReturnType<typeof dictionaryOptionSchema>>;

export const dictionaryEntries = endpoint({
  id: 'dictionaryEntries',
  method: 'GET',
  path: '/api/dictionaries/entries',
  fn: 'dictionaries',
  access: 'user',
  query: () =>
    z.object({
      type: z.enum(DICTIONARY_KINDS),
      /** Empty lists the whole dictionary; otherwise at least the spec's minimum (01 §5.1). */
      search: z._default(
        z.string().check(
          z.trim(),
          z.maxLength(100),
          z.refine((s) => s.length === 0 || s.length >= DICTIONARY_SEARCH_MIN_CHARS, {
            message: 'search.tooShort',
          }),
        ),
        '',
      ),
      parentCode: z.optional(z.string().check(z.maxLength(32))),
    }),
  response: () => z.object({ content: z.array(dictionaryOptionSchema()) }),
  doc: '01',
});
