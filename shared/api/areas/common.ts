import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';

export const ok = lazySchema(() => z.object({ success: z.literal(true) }));
export const idParam = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));
/** Far beyond any real list (10,000 requests at one per page), small enough that offsets stay exact integers. */
export const MAX_PAGE_NUMBER = 100_000;
export const pagingQuery = lazySchema(() =>
  z.object({
    pageNumber: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_NUMBER)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
  }),
);
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    elementCount: z.number().check(z.int()),
    pageNumber: z.number().check(z.int()),
  });
export const isoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)));
