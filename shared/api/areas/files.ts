import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../constants/spec';
import { idParam } from './common';

const purposes = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

export const uploadedFileSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    size: z.number().check(z.int()),
    uploadDate: z.string(),
    /** The file's kind as its bytes show it (pdf, png, jpg, tiff, zip…), not as its name claims. */
    code: z.string(),
  }),
);
export type UploadedFile = z.infer<ReturnType<typeof uploadedFileSchema>>;

/**
 * Step 1 of an upload: the server answers a presigned POST to a quarantine key it made.
 * The file's bytes go straight to S3, never through a Lambda body (ARCHITECTURE.md, Data).
 */
export const createUpload = endpoint({
  id: 'createUpload',
  method: 'POST',
  path: '/api/files',
  fn: 'files',
  access: 'user',
  body: () =>
    z.object({
      // Texts of the server's file rules (functions/lib/messages.ts), so a refusal states the rule.
      fileName: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'file.nameMissing' }),
          z.maxLength(255, { error: 'file.nameTooLong' }),
        ),
      /** Below the configured minimum (negative too) the server refuses with the minimum in the text. */
      size: z.number().check(z.int()),
      purpose: z._default(z.enum(purposes), 'ATTACHMENT'),
    }),
  response: () =>
    z.object({
      id: z.string(),
      upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
      expiresAt: z.string(),
    }),
  doc: '01',
});

/** Step 2: the server checks the uploaded bytes (size, magic numbers) and accepts or deletes the file. */
export const confirmUpload = endpoint({
  id: 'confirmUpload',
  method: 'POST',
  path: '/api/files/{id}/confirm',
  fn: 'files',
  access: 'user',
  params: idParam,
  response: uploadedFileSchema,
  doc: 'own',
});

export const downloadFile = endpoint({
  id: 'downloadFile',
  method: 'GET',
  path: '/api/files/{id}',
  fn: 'files',
  access: 'user',
  params: idParam,
  response: () => z.object({ url: z.string(), name: z.string(), size: z.number().check(z.int()) }),
  doc: '01',
});
