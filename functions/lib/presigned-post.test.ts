import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presignPost, type PostRequest, type S3Target } from './presigned-post';

// Made-up keys of the shapes AWS issues (a role's temporary credentials carry a session token).
const credentials = {
  accessKeyId: 'ASIAEXAMPLEKEY123456',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE//////////wEaDGV1LWNlbnRyYWwtMSJHMEUCIQ',
};
const now = new Date('2026-11-27T11:42:05.318Z');

const upload = (bucket: string): PostRequest => ({
  bucket,
  key: 'quarantine/cp-7736050003/7c9e6679-7425-40de-944b-e07fc1f90ae7',
  fields: { 'Content-Type': 'application/octet-stream' },
  conditions: [
    ['content-length-range', 1, 52_428_800],
    ['eq', '$Content-Type', 'application/octet-stream'],
  ],
  expiresInSeconds: 600,
});

/** What the AWS SDK's own presigner answers for the same request, at the same moment. */
async function sdkPresigned(request: PostRequest, target: S3Target, keys: typeof credentials) {
  vi.useFakeTimers({ now });
  // The test run points the SDK at the emulators through these; the target here says where S3 is.
  vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
  vi.stubEnv('AWS_ENDPOINT_URL', undefined);
  const client = new S3Client({
    region: target.region,
    credentials: keys,
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    forcePathStyle: target.pathStyle,
  });
  return createPresignedPost(client, {
    Bucket: request.bucket,
    Key: request.key,
    Fields: request.fields,
    Conditions: request.conditions.map((c) => (Array.isArray(c) ? [...c] : c)) as never,
    Expires: request.expiresInSeconds,
  });
}

describe('a presigned upload form signed without the S3 client', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  const cases: [string, string, S3Target][] = [
    [
      'a bucket in AWS (virtual-hosted)',
      'supplier-cabinet-documents-1a2b3c',
      { region: 'eu-central-1', pathStyle: false },
    ],
    [
      'a bucket whose name has dots',
      'cabinet.documents.example',
      { region: 'eu-central-1', pathStyle: false },
    ],
    [
      'the local emulator (path-style)',
      'documents',
      { region: 'eu-central-1', endpoint: 'http://127.0.0.1:4569', pathStyle: true },
    ],
    [
      'LocalStack (path-style on its endpoint)',
      'documents',
      { region: 'us-east-1', endpoint: 'http://localhost.localstack.cloud:4566', pathStyle: true },
    ],
    [
      'an endpoint addressed virtual-hosted',
      'documents',
      { region: 'us-east-1', endpoint: 'http://localhost.localstack.cloud:4566', pathStyle: false },
    ],
  ];
  it.each(cases)('answers what the AWS SDK answers for %s', async (_, bucket, target) => {
    const request = upload(bucket);
    const expected = await sdkPresigned(request, target, credentials);
    expect(presignPost(request, target, credentials, now)).toEqual(expected);
  });

  it('signs long-term keys without a session token field', async () => {
    const keys = { accessKeyId: 'AKIAEXAMPLEKEY123456', secretAccessKey: credentials.secretAccessKey };
    const target: S3Target = { region: 'eu-central-1', pathStyle: false };
    const request = upload('supplier-cabinet-documents-1a2b3c');
    const ours = presignPost(request, target, keys, now);
    expect(ours).toEqual(await sdkPresigned(request, target, { ...keys, sessionToken: '' }));
    expect(ours.fields).not.toHaveProperty('X-Amz-Security-Token');
  });

  it('binds the policy to the key, the size range and the type, and to the moment it expires', () => {
    const target: S3Target = { region: 'eu-central-1', pathStyle: false };
    const { fields } = presignPost(upload('b'), target, credentials, now);
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-11-27T11:52:05Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 52_428_800],
        ['eq', '$Content-Type', 'application/octet-stream'],
        { key: 'quarantine/cp-7736050003/7c9e6679-7425-40de-944b-e07fc1f90ae7' },
        { 'X-Amz-Security-Token': credentials.sessionToken },
      ]),
    );
    // Another key, another signature: a form cannot be reused for another object.
    const other = presignPost({ ...upload('b'), key: 'quarantine/cp-1/other' }, target, credentials, now);
    expect(other.fields['X-Amz-Signature']).not.toBe(fields['X-Amz-Signature']);
  });
});
