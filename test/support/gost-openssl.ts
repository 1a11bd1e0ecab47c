import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real GOST signatures for tests and samples, made by OpenSSL with Debian's GOST engine
 * (`libengine-gost-openssl`): certification authorities, signer certificates and CMS signatures, and
 * OpenSSL's own verdict on each to cross-check the cabinet's.
 */

const CONF = `openssl_conf = openssl_def
[openssl_def]
engines = engine_section
[engine_section]
gost = gost_section
[gost_section]
engine_id = gost
default_algorithms = ALL

[ca]
default_ca = ca_default
[ca_default]
database = index.txt
new_certs_dir = .
serial = serial
policy = policy_any
default_md = default
unique_subject = no
email_in_dn = no
copy_extensions = none
x509_extensions = signer_ext
[policy_any]
commonName = supplied
[signer_ext]
basicConstraints = CA:FALSE
keyUsage = digitalSignature, nonRepudiation
[ca_ext]
basicConstraints = critical, CA:TRUE
keyUsage = keyCertSign, cRLSign
`;

export type KeyLength = 256 | 512;

/** A subject as OpenSSL's -subj takes it: `/CN=…/O=…/INN=…` (OpenSSL 3.0 names INN, OGRN and SNILS; INNLE it cannot write). */
export type Subject = Record<string, string>;
const subj = (subject: Subject) =>
  Object.entries(subject)
    .map(([k, v]) => `/${k}=${v.replace(/\//g, '\\/')}`)
    .join('');

export interface Identity {
  cert: string;
  key: string;
}

export class GostOpenssl {
  readonly dir: string;
  private serial = 1;

  constructor(dir = mkdtempSync(join(tmpdir(), 'gost-'))) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'openssl.cnf'), CONF);
    writeFileSync(join(dir, 'index.txt'), '');
  }

  /** Whether this machine's OpenSSL has the GOST engine. */
  static available(): boolean {
    const probe = new GostOpenssl();
    return probe.run(['genpkey', '-algorithm', 'gost2012_256', '-pkeyopt', 'paramset:A'], false).ok;
  }

  run(args: string[], throwOnError = true): { ok: boolean; out: string } {
    const result = spawnSync('openssl', args, {
      cwd: this.dir,
      env: { ...process.env, OPENSSL_CONF: join(this.dir, 'openssl.cnf') },
      encoding: 'utf8',
    });
    const ok = result.status === 0;
    if (!ok && throwOnError) throw new Error(`openssl ${args.join(' ')}: ${result.stderr}`);
    return { ok, out: `${result.stdout}${result.stderr}` };
  }

  path(name: string): string {
    return join(this.dir, name);
  }

  private key(name: string, length: KeyLength): string {
    const key = this.path(`${name}.key`);
    const algorithm = length === 256 ? 'gost2012_256' : 'gost2012_512';
    this.run(['genpkey', '-algorithm', algorithm, '-pkeyopt', 'paramset:A', '-out', key]);
    return key;
  }

  /** A self-signed certification authority. */
  authority(name: string, subject: Subject, length: KeyLength = 256): Identity {
    const key = this.key(name, length);
    const cert = this.path(`${name}.pem`);
    this.run(
      ['req', '-x509', '-new', '-utf8', '-key', key, '-subj', subj(subject), '-days', '3650'].concat([
        '-extensions',
        'ca_ext',
        '-config',
        this.path('openssl.cnf'),
        '-out',
        cert,
      ]),
    );
    return { cert, key };
  }

  /** A signer's certificate issued by `ca`, valid between the two dates (YYYYMMDDHHMMSSZ). */
  signer(
    name: string,
    ca: Identity,
    subject: Subject,
    options: { length?: KeyLength; start?: string; end?: string } = {},
  ): Identity {
    const key = this.key(name, options.length ?? 256);
    const csr = this.path(`${name}.csr`);
    this.run(['req', '-new', '-utf8', '-key', key, '-subj', subj(subject), '-out', csr]);
    writeFileSync(this.path('serial'), `${(this.serial++).toString(16).padStart(4, '0')}\n`);
    const cert = this.path(`${name}.pem`);
    this.run([
      'ca',
      '-batch',
      '-utf8',
      '-notext',
      '-preserveDN',
      '-config',
      this.path('openssl.cnf'),
      '-cert',
      ca.cert,
      '-keyfile',
      ca.key,
      '-in',
      csr,
      '-out',
      cert,
      '-startdate',
      options.start ?? '20250101000000Z',
      '-enddate',
      options.end ?? '20350101000000Z',
    ]);
    return { cert, key };
  }

  /** A CMS signature of `content` (a file path): detached unless `attached`; DER or PEM. */
  sign(
    content: string,
    signer: Identity,
    out: string,
    options: { attached?: boolean; pem?: boolean } = {},
  ): string {
    const file = this.path(out);
    this.run([
      'cms',
      '-sign',
      '-binary',
      '-in',
      content,
      '-signer',
      signer.cert,
      '-inkey',
      signer.key,
      ...(options.attached ? ['-nodetach'] : []),
      '-outform',
      options.pem ? 'PEM' : 'DER',
      '-out',
      file,
    ]);
    return file;
  }

  /**
   * OpenSSL's verdict: the signature verifies against `trusted` (PEM bundle) now, or with `noTime` whatever
   * the certificates' validity. Bare Base64 (which OpenSSL does not read) is decoded first.
   */
  verify(signature: string, content: string | null, trusted: string, noTime = false): boolean {
    const bytes = readFileSync(signature);
    const pem = bytes.subarray(0, 10).toString() === '-----BEGIN';
    const der =
      pem || bytes[0] === 0x30
        ? signature
        : this.write('decoded.der', Buffer.from(bytes.toString(), 'base64'));
    return this.run(
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        pem ? 'PEM' : 'DER',
        '-in',
        der,
        ...(content ? ['-content', content] : []),
        '-CAfile',
        trusted,
        '-purpose',
        'any',
        '-out',
        this.path('verified.out'),
        ...(noTime ? ['-no_check_time'] : []),
      ],
      false,
    ).ok;
  }

  write(name: string, bytes: Uint8Array | string): string {
    const file = this.path(name);
    writeFileSync(file, bytes);
    return file;
  }
}

export const opensslVersion = (): string => execFileSync('openssl', ['version'], { encoding: 'utf8' }).trim();
