import * as z from 'zod';
import { TRUST_LIST_KEY } from '@shared/resources';
import { bucketName } from '../../lib/env';
import { loadS3 } from '../../lib/s3';

/**
 * The e-signature trust list (TRUST_LIST_KEY in the documents bucket): the certificates of the accredited
 * certification authorities (the Ministry of Digital Development's root, the tax authority's CA), each in PEM,
 * and the INNs of the tax authority, whose signature the simplified-regime certificates need (03 §5). A
 * signature is the tax authority's when its chain ends in an anchor marked `taxAuthority` and the signer's
 * certificate names one of these INNs (INN or INNLE). No object: nothing is trusted.
 */
export const trustListSchema = z.object({
  anchors: z.array(
    z.object({
      name: z.string().min(1),
      certificate: z.string().includes('BEGIN CERTIFICATE'),
      taxAuthority: z.boolean().default(false),
    }),
  ),
  taxAuthorityInns: z.array(z.string().regex(/^\d{10}$/)).default([]),
});
export type TrustList = z.infer<typeof trustListSchema>;

/** How long a warm function keeps the list before it reads it again. */
const CACHE_MS = 5 * 60_000;
let cached: { list: TrustList; readAt: number } | null = null;

const isMissing = (error: unknown) => error instanceof Error && error.name === 'NoSuchKey';

async function read(): Promise<TrustList> {
  const { s3, sdk } = await loadS3();
  try {
    const object = await s3.send(
      new sdk.GetObjectCommand({ Bucket: bucketName('documents'), Key: TRUST_LIST_KEY }),
    );
    return trustListSchema.parse(JSON.parse((await object.Body?.transformToString('utf-8')) ?? '{}'));
  } catch (error) {
    if (isMissing(error)) return { anchors: [], taxAuthorityInns: [] };
    throw error;
  }
}

export async function trustList(now: Date): Promise<TrustList> {
  if (!cached || now.getTime() - cached.readAt > CACHE_MS)
    cached = { list: await read(), readAt: now.getTime() };
  return cached.list;
}

/** Writes the list (the local seed's demo list; an operator does the same with the AWS CLI). */
export async function saveTrustList(bucket: string, list: TrustList): Promise<void> {
  const { s3, sdk } = await loadS3();
  await s3.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: TRUST_LIST_KEY,
      Body: JSON.stringify(trustListSchema.parse(list), null, 2),
      ContentType: 'application/json',
    }),
  );
  cached = null;
}
