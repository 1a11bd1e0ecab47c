import * as z from 'zod/mini';
import { FILE_MIN_BYTES } from '@shared/constants/spec';

/**
 * The files' deployment setting (01 §5.3, 03 §5, §9): the minimum file size in bytes, a configured
 * value (CDK context `-c fileMinBytes=…` → FILE_MIN_BYTES of the files function); the spec does not
 * give it, so by default only an empty file is below it.
 */
const schema = z.object({
  FILE_MIN_BYTES: z._default(z.coerce.number().check(z.int(), z.gte(1)), FILE_MIN_BYTES),
});

const parsed = schema.parse(process.env);

export const filesSettings = { minBytes: parsed.FILE_MIN_BYTES };
