import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';

export const ok = lazySchema(() => z.object({ success: z.literal(true) }));
export const idParam = lazySchema(() => z.object({ id: z.string().min(1).max(64) }));
/** Far beyond any real list (10,000 requests at one per page), small enough that offsets stay exact integers. */
export const MAX_PAGE_NUMBER = 100_000;
export const pagingQuery = lazySchema(() =>
  z.object({
    pageNumber: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
);
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), elementCount: z.number().int(), pageNumber: z.number().int() });
export const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}/));
