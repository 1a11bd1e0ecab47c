import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../clients';
import { isSignedBy } from './s3-signature';

const secret = EMULATOR_CREDENTIALS.secretAccessKey;
const s3 = new S3Client({
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:15662',
  forcePathStyle: true,
  credentials: EMULATOR_CREDENTIALS,
});

const presigned = async () =>
  new URL(
    await getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: 'documents',
        Key: 'files/cp 1/Устав (копия).pdf',
        ResponseContentType: 'text/plain; charset=utf-8',
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('Устав.pdf')}`,
      }),
      { expiresIn: 120 },
    ),
  );

describe('the presigned link check the emulator lacks', () => {
  it('accepts a link the SDK signed, for the method, host, path and query it signed', async () => {
    const url = await presigned();
    expect(await isSignedBy('GET', url, '127.0.0.1:15662', secret)).toBe(true);
    expect(await isSignedBy('HEAD', url, '127.0.0.1:15662', secret)).toBe(false);
    expect(await isSignedBy('GET', url, '127.0.0.1:5173', secret)).toBe(false);
    expect(await isSignedBy('GET', url, '127.0.0.1:15662', 'another secret')).toBe(false);
  });

  it('refuses a link whose served type, path or expiry was changed', async () => {
    const retyped = await presigned();
    retyped.searchParams.set('response-content-type', 'text/html');
    expect(await isSignedBy('GET', retyped, '127.0.0.1:15662', secret)).toBe(false);

    const moved = await presigned();
    moved.pathname = moved.pathname.replace('cp%201', 'cp%202');
    expect(await isSignedBy('GET', moved, '127.0.0.1:15662', secret)).toBe(false);

    const extended = await presigned();
    extended.searchParams.set('X-Amz-Expires', '604800');
    expect(await isSignedBy('GET', extended, '127.0.0.1:15662', secret)).toBe(false);

    const unsigned = await presigned();
    unsigned.searchParams.delete('X-Amz-Signature');
    expect(await isSignedBy('GET', unsigned, '127.0.0.1:15662', secret)).toBe(false);
  });
});
