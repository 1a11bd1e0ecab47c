import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { close, urlOf, type RunningServer } from '../http-server';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  httpServer: Server;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
}) => S3rverInstance;

// s3rver ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * S3 (s3rver) in this process, objects as files under `directory`. Buckets and their CORS rules are
 * created by provision.ts through the S3 API, as in AWS. s3rver does not check signatures, and its
 * paged listings need Node's `--openssl-legacy-provider` (its continuation tokens use DES).
 */
export async function startS3(directory: string, host: string, port: number): Promise<RunningServer> {
  // s3rver fails to list buckets until its folder exists.
  await mkdir(directory, { recursive: true });
  const server = new S3rver({ port, address: host, directory, silent: true });
  const { port: bound } = await server.run();
  return { url: urlOf(host, bound), stop: () => close(server.httpServer) };
}
