import { downloadPathOf, type BucketKey } from '@shared/resources';
import { bucketName, env } from './env';
import { loadS3 } from './s3';

/** How the download answers: the name (Content-Disposition) and, where S3's stored type is not to be trusted, the type. */
export interface DownloadResponse {
  contentDisposition: string;
  contentType?: string;
}

/**
 * The presigned link moved onto the site's download path: only its origin and the path's prefix change, so
 * the request the site passes on to S3 (host, path, query) is the one that was signed.
 */
export function throughSite(
  signed: URL,
  target: { site: string; bucket: BucketKey; bucketName: string; pathStyle: boolean },
): string {
  // Path-style (the local emulator) signs /<bucket name>/<key>; virtual-hosted (AWS) signs /<key>.
  const bucketPrefix = target.pathStyle ? `/${target.bucketName}` : '';
  if (!signed.pathname.startsWith(`${bucketPrefix}/`)) {
    throw new Error(`A presigned link outside its bucket ${target.bucketName}: ${signed.pathname}`);
  }
  const objectPath = signed.pathname.slice(bucketPrefix.length);
  return `${target.site.replace(/\/$/, '')}${downloadPathOf(target.bucket)}${objectPath}${signed.search}`;
}

/**
 * The one way a download link is made, whatever the bucket: a short-lived presigned GET that S3 answers with
 * `response`'s headers, handed out through the site's download path when the stage has one.
 */
export async function presignDownload(
  bucket: BucketKey,
  key: string,
  response: DownloadResponse,
  expiresIn: number,
): Promise<string> {
  const { s3, sdk } = await loadS3();
  const name = bucketName(bucket);
  const command = new sdk.GetObjectCommand({
    Bucket: name,
    Key: key,
    ResponseContentDisposition: response.contentDisposition,
    ResponseContentType: response.contentType,
  });
  // Loaded with S3's SDK, on the first call that hands out a link.
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const signed = await getSignedUrl(s3, command, { expiresIn });
  if (!env.DOWNLOAD_SITE_URL) return signed;
  return throughSite(new URL(signed), {
    site: env.DOWNLOAD_SITE_URL,
    bucket,
    bucketName: name,
    pathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
