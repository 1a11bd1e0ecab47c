import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:tls';

/**
 * HTTPS in front of the emulators, for the cold-start bench: in AWS every endpoint a function calls
 * (DynamoDB, S3, Cognito, the state register) answers over TLS only, so a cold function's first request
 * loads Node's TLS, verifies a certificate and makes a handshake, and the emulators' plain HTTP leaves that
 * out. The certificate is RSA 2048 like the AWS endpoints', self-signed and made by Debian's OpenSSL for
 * this run; the probe trusts it through NODE_EXTRA_CA_CERTS, the variable Lambda's runtime sets for its own
 * CA bundle. The bytes pass through untouched.
 */
export interface TlsFront {
  /** The https:// URL in front of each plain http:// one. */
  https(url: string): string;
  /** The PEM file a client trusts the fronts with. */
  caFile: string;
  close(): Promise<void>;
}

export async function startTlsFront(urls: string[]): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'supplier-cabinet-tls-'));
  const key = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', caFile],
    ],
    { stdio: 'ignore' },
  );
  const credentials = { key: readFileSync(key), cert: readFileSync(caFile) };
  const fronts = new Map<string, { server: Server; url: string }>();
  for (const url of new Set(urls)) {
    const upstream = new URL(url);
    const server = createServer(credentials, (client) => {
      const target = connect(Number(upstream.port), upstream.hostname);
      client.pipe(target).pipe(client);
      client.on('error', () => target.destroy());
      target.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fronts.set(url, { server, url: `https://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, '')}` });
  }
  return {
    https(url) {
      const front = fronts.get(url);
      if (!front) throw new Error(`no TLS front for ${url}`);
      return front.url;
    },
    caFile,
    async close() {
      await Promise.all([...fronts.values()].map(({ server }) => new Promise((r) => server.close(r))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
