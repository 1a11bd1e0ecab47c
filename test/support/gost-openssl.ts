import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

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
crlnumber = crlnumber
default_crl_days = 7
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
extendedKeyUsage = clientAuth, emailProtection
certificatePolicies = 1.2.643.100.113.1, 1.2.643.100.113.2
# The qualified-certificate marks (Приказ ФСБ России № 795): subjectSignTool, issuerSignTool.
1.2.643.100.111 = ASN1:FORMAT:UTF8,UTF8String:Средство электронной подписи «Тест CSP» (версия 5.0)
1.2.643.100.112 = ASN1:SEQUENCE:issuer_sign_tool
[issuer_sign_tool]
tool = FORMAT:UTF8,UTF8:Средство электронной подписи «Тест CSP» (версия 5.0)
ca_tool = FORMAT:UTF8,UTF8:Программный комплекс «Тестовый УЦ» (версия 2.0)
tool_certificate = FORMAT:UTF8,UTF8:Сертификат соответствия № СФ/124-0000 от 01.01.2025
ca_certificate = FORMAT:UTF8,UTF8:Сертификат соответствия № СФ/128-0000 от 01.01.2025
[ca_ext]
basicConstraints = critical, CA:TRUE
keyUsage = keyCertSign, cRLSign

[tsa]
default_tsa = tsa_default
[tsa_default]
dir = .
serial = ./tsa-serial
crypto_device = builtin
signer_digest = md_gost12_256
default_policy = 1.2.643.100.113.1
digests = md_gost12_256, md_gost12_512
accuracy = secs:1
ordering = no
tsa_name = no
ess_cert_id_chain = no
`;

/** What a time-stamping authority's certificate says (RFC 3161 §2.3: the one critical extended key usage). */
export const TSA_EXTENSIONS = `basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
extendedKeyUsage = critical, timeStamping`;

/** A certification authority's extensions (the profile's: a critical CA mark, certificate and CRL signing). */
export const CA_EXTENSIONS = `basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign`;

export type KeyLength = 256 | 512;

/** A subject as OpenSSL's -subj takes it: `/CN=…/O=…/INN=…` (OpenSSL 3.0 names INN, OGRN and SNILS; INNLE it cannot write). */
export type Subject = Record<string, string>;
const subj = (subject: Subject) =>
  Object.entries(subject)
    .map(([k, v]) => `/${k}=${v.replace(/\//g, '\\/')}`)
    .join('');

export interface VerifyOptions {
  noTime?: boolean;
  at?: Date;
  strict?: boolean;
  crlCheck?: boolean;
  /** `any` unless given: `smimesign` checks the signer's key usage. */
  purpose?: string;
}

const signedDataOf = (der: Uint8Array) =>
  new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(der)).content });
const withSignedData = (signed: pkijs.SignedData) =>
  new Uint8Array(
    new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) })
      .toSchema()
      .toBER(),
  );

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

  /**
   * A self-signed certification authority: valid ten years from now, or between the two dates
   * (YYYYMMDDHHMMSSZ, signed by itself through `openssl ca -selfsign`, as `req -x509` in OpenSSL 3.0 cannot
   * date a certificate in the past).
   */
  authority(
    name: string,
    subject: Subject,
    length: KeyLength = 256,
    options: { start?: string; end?: string; extensions?: string } = {},
  ): Identity {
    const key = this.key(name, length);
    const cert = this.path(`${name}.pem`);
    if (!options.start && !options.end && !options.extensions) {
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
    const csr = this.path(`${name}.csr`);
    this.run(['req', '-new', '-utf8', '-key', key, '-subj', subj(subject), '-out', csr]);
    this.issue(name, { cert: '', key }, csr, cert, {
      start: options.start ?? '20250101000000Z',
      end: options.end ?? '20450101000000Z',
      extensions: options.extensions ?? CA_EXTENSIONS,
      selfSign: true,
    });
    return { cert, key };
  }

  /**
   * A signer's certificate issued by `ca`, valid between the two dates (YYYYMMDDHHMMSSZ). `extensions` are
   * OpenSSL config lines (x509v3_config) that replace the end-entity ones: a CA's, a TSA's, a forger's.
   */
  signer(
    name: string,
    ca: Identity,
    subject: Subject,
    options: { length?: KeyLength; start?: string; end?: string; extensions?: string } = {},
  ): Identity {
    const key = this.key(name, options.length ?? 256);
    const csr = this.path(`${name}.csr`);
    this.run(['req', '-new', '-utf8', '-key', key, '-subj', subj(subject), '-out', csr]);
    const cert = this.path(`${name}.pem`);
    this.issue(name, ca, csr, cert, {
      start: options.start ?? '20250101000000Z',
      end: options.end ?? '20350101000000Z',
      extensions: options.extensions,
    });
    return { cert, key };
  }

  /** An intermediate CA under `ca` (the profile's CA extensions unless others are given). */
  intermediate(
    name: string,
    ca: Identity,
    subject: Subject,
    options: { start?: string; end?: string; extensions?: string } = {},
  ): Identity {
    return this.signer(name, ca, subject, { ...options, extensions: options.extensions ?? CA_EXTENSIONS });
  }

  private issue(
    name: string,
    ca: Identity,
    csr: string,
    cert: string,
    options: { start: string; end: string; extensions?: string; selfSign?: boolean },
  ): void {
    writeFileSync(this.path('serial'), `${(this.serial++).toString(16).padStart(4, '0')}\n`);
    const extfile = this.path(`${name}.ext`);
    if (options.extensions) writeFileSync(extfile, `[ext]\n${options.extensions}\n`);
    this.run([
      'ca',
      '-batch',
      '-utf8',
      '-notext',
      '-preserveDN',
      '-config',
      this.path('openssl.cnf'),
      ...(options.selfSign ? ['-selfsign'] : ['-cert', ca.cert]),
      '-keyfile',
      ca.key,
      '-in',
      csr,
      '-out',
      cert,
      '-startdate',
      options.start,
      '-enddate',
      options.end,
      ...(options.extensions ? ['-extfile', extfile, '-extensions', 'ext'] : []),
    ]);
  }

  /** A CMS signature of `content` (a file path): detached unless `attached`; DER or PEM. */
  sign(
    content: string,
    signer: Identity,
    out: string,
    options: { attached?: boolean; pem?: boolean; certs?: string[] } = {},
  ): string {
    const file = this.path(out);
    const certfile = options.certs?.length ? this.bundle(`${out}.certs.pem`, options.certs) : null;
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
      ...(certfile ? ['-certfile', certfile] : []),
      '-outform',
      options.pem ? 'PEM' : 'DER',
      '-out',
      file,
    ]);
    return file;
  }

  /**
   * OpenSSL's verdict: the signature verifies against `trusted` (a PEM bundle of anchors, and CRLs with
   * `crlCheck`) now, at `at`, or with `noTime` whatever the certificates' validity; `strict` adds
   * `-x509_strict`. Bare Base64 (which OpenSSL does not read) is decoded first.
   */
  verify(
    signature: string,
    content: string | null,
    trusted: string,
    options: boolean | VerifyOptions = false,
  ): boolean {
    const { noTime, at, strict, crlCheck, purpose } =
      typeof options === 'boolean' ? { noTime: options, purpose: undefined } : options;
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
        purpose ?? 'any',
        '-out',
        this.path('verified.out'),
        ...(noTime ? ['-no_check_time'] : []),
        ...(at ? ['-attime', String(Math.floor(at.getTime() / 1000))] : []),
        ...(strict ? ['-x509_strict'] : []),
        ...(crlCheck ? ['-crl_check_all'] : []),
      ],
      false,
    ).ok;
  }

  /** A PEM bundle of certificates (and CRLs) for `verify`'s `trusted`. */
  bundle(name: string, files: string[]): string {
    return this.write(name, files.map((f) => readFileSync(f, 'utf8')).join('\n'));
  }

  /**
   * A CAdES-T signature: `signature` (DER CMS) with an RFC 3161 token from `tsa` over its signature value in
   * the unsigned attribute id-aa-signatureTimeStampToken (RFC 5126 §5.11.3), made by `openssl ts` with the
   * GOST engine (Streebog-256 imprint). OpenSSL stamps the machine's present time.
   */
  timestamp(signature: string, tsa: Identity, chain: string, out: string): string {
    const signed = signedDataOf(readFileSync(signature));
    const info = signed.signerInfos[0]!;
    const value = new Uint8Array(info.signature.valueBlock.valueHexView);
    const imprint = this.write(`${out}.imprint`, value);
    const digest = this.run(['dgst', '-md_gost12_256', '-r', imprint]).out.split(' ')[0]!;
    this.write('tsa-serial', '01\n');
    const query = this.path(`${out}.tsq`);
    this.run(['ts', '-query', '-digest', digest, '-md_gost12_256', '-cert', '-out', query]);
    const token = this.path(`${out}.tst`);
    this.run([
      'ts',
      '-reply',
      '-config',
      this.path('openssl.cnf'),
      '-queryfile',
      query,
      '-signer',
      tsa.cert,
      '-inkey',
      tsa.key,
      '-chain',
      chain,
      '-token_out',
      '-out',
      token,
    ]);
    const tokenInfo = pkijs.ContentInfo.fromBER(new Uint8Array(readFileSync(token)));
    info.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [
        new pkijs.Attribute({ type: '1.2.840.113549.1.9.16.2.14', values: [tokenInfo.toSchema()] }),
      ],
    });
    return this.write(out, withSignedData(signed));
  }

  /**
   * The signature with its signing time changed to `time` and signed again with the signer's key: what a
   * forger who backdates a signature produces (OpenSSL's `cms -sign` always writes the present time).
   */
  backdate(signature: string, signer: Identity, time: Date, out: string): string {
    const signed = signedDataOf(readFileSync(signature));
    const info = signed.signerInfos[0]!;
    const attrs = info.signedAttrs!;
    const signingTime = attrs.attributes.find((a) => a.type === '1.2.840.113549.1.9.5')!;
    signingTime.values = [new asn1js.UTCTime({ valueDate: time })];
    // The signature covers the attributes as a DER SET.
    const set = new asn1js.Set({ value: attrs.attributes.map((a) => a.toSchema()) }).toBER();
    const tbs = this.write(`${out}.attrs`, new Uint8Array(set));
    this.run(['dgst', '-md_gost12_256', '-sign', signer.key, '-out', this.path(`${out}.value`), tbs]);
    info.signedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: attrs.attributes });
    info.signature = new asn1js.OctetString({ valueHex: readFileSync(this.path(`${out}.value`)) });
    return this.write(out, withSignedData(signed));
  }

  /** A CRL of `ca` (PEM) listing `revoked` certificates (revoked now), made by `openssl ca -gencrl`. */
  crl(name: string, ca: Identity, revoked: Identity[], days = 7): string {
    for (const certificate of revoked) {
      this.run([
        'ca',
        '-config',
        this.path('openssl.cnf'),
        '-revoke',
        certificate.cert,
        '-keyfile',
        ca.key,
        '-cert',
        ca.cert,
      ]);
    }
    writeFileSync(this.path('crlnumber'), '01\n');
    const crl = this.path(`${name}.crl.pem`);
    this.run([
      'ca',
      '-gencrl',
      '-config',
      this.path('openssl.cnf'),
      '-keyfile',
      ca.key,
      '-cert',
      ca.cert,
      '-crldays',
      String(days),
      '-out',
      crl,
    ]);
    return crl;
  }

  write(name: string, bytes: Uint8Array | string): string {
    const file = this.path(name);
    writeFileSync(file, bytes);
    return file;
  }
}

export const opensslVersion = (): string => execFileSync('openssl', ['version'], { encoding: 'utf8' }).trim();
