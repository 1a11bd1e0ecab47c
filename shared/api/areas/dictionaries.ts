import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { DICTIONARY_KINDS, DICTIONARY_SEARCH_MIN_CHARS } from '../../constants/spec';

export const dictionaryOptionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    parentCode: z.string().nullable(),
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
      search: z
        .string()
        .trim()
        .max(100)
        .refine((s) => s.length === 0 || s.length >= DICTIONARY_SEARCH_MIN_CHARS, {
          message: 'search.tooShort',
        })
        .default(''),
      parentCode: z.string().max(32).optional(),
    }),
  response: () => z.object({ content: z.array(dictionaryOptionSchema()) }),
  doc: '01',
});
