import { describe, expect, it } from 'vitest';
import { throughSite } from './download-links';

const query =
  '?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=A%2F20261124%2Feu-central-1%2Fs3%2Faws4_request' +
  '&X-Amz-Signature=abc&X-Amz-SignedHeaders=host&response-content-type=text%2Fplain%3B%20charset%3Dutf-8';

describe('a download link through the site', () => {
  it('keeps the signed object path and query of a virtual-hosted link (AWS)', () => {
    const signed = new URL(`https://docs-bucket-1a2b.s3.eu-central-1.amazonaws.com/files/cp-1/f%20x${query}`);
    expect(
      throughSite(signed, {
        site: 'https://cabinet.example.org/',
        bucket: 'documents',
        bucketName: 'docs-bucket-1a2b',
        pathStyle: false,
      }),
    ).toBe(`https://cabinet.example.org/download/documents/files/cp-1/f%20x${query}`);
  });

  it('drops the bucket name a path-style link (the emulator) carries in its path', () => {
    const signed = new URL(`http://127.0.0.1:15662/pbiot/packages/cp-1/p-1/files/0${query}`);
    expect(
      throughSite(signed, {
        site: 'http://127.0.0.1:5173',
        bucket: 'pbiot',
        bucketName: 'pbiot',
        pathStyle: true,
      }),
    ).toBe(`http://127.0.0.1:5173/download/pbiot/packages/cp-1/p-1/files/0${query}`);
  });

  it('refuses a link into another bucket than the path it would go through', () => {
    const signed = new URL(`http://127.0.0.1:15662/documents/files/x${query}`);
    expect(() =>
      throughSite(signed, {
        site: 'http://127.0.0.1:5173',
        bucket: 'pbiot',
        bucketName: 'pbiot',
        pathStyle: true,
      }),
    ).toThrow(/outside its bucket/);
  });
});
