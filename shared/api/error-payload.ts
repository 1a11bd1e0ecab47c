import * as z from 'zod/mini';

/** The specification's error payload (01 §3, §8). */
export const errorPayloadSchema = z.object({
  code: z.string(),
  rqUid: z.string(),
  files: z.nullable(z.array(z.string())),
  message: z.string(),
  debugMessage: z.nullable(z.string()),
  /** Per-field messages of a validation failure, in the caller's language. */
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** Error codes the client treats specially (01 §8) and the ones the server uses. */
export const ERROR_CODES = {
  HIDDEN: 'HIDDEN',
  NOTIFICATION: 'NOTIFICATION',
  VALIDATION: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  FILE_REJECTED: 'FILE_REJECTED',
  INTERNAL: 'INTERNAL_ERROR',
} as const;

export const envelope = <T extends z.ZodMiniType>(schema: T) => z.object({ response: schema });
