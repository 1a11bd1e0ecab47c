import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTask, ReviewTask } from '@shared/api/areas/documents';
import type { EsignTrustStatus } from '@shared/api/areas/esign-trust';
import { DEMO_CA, TAX_AUTHORITY_INN } from '../../functions/domain/documents/seed';
import { kndLetterPdf } from '../../functions/domain/documents/knd-letter.fixture';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import type { DocumentPart } from '@shared/constants/documents';
import { call, signIn } from '../support/api';
import { GostOpenssl, TSA_EXTENSIONS, type Identity } from '../support/gost-openssl';
import { TAX_OFFICER } from '../support/signed-samples';
import { translate, type MessageKey } from '../support/messages';
import { createDocument, draftWith, supplierUnder, type DocumentSupplier } from './documents-helpers';
import { expectError, ok } from './supplier-helpers';

/**
 * Documents filed with a qualified e-signature (issue 19) through the local gateway: real GOST signatures made
 * here by OpenSSL under the local stack's demo CA (the trust list's tax authority) and a CA of its own that no
 * one trusts; OpenSSL's `cms -verify` agrees with each verdict the cabinet stores or refuses with.
 */

let usn: DocumentSupplier;
let legal: DocumentSupplier;
let moderator = '';
let ssl: GostOpenssl;
let ca: Identity;
const signers: Record<string, Identity> = {};
const letter: Record<string, string> = {};

beforeAll(async () => {
  // Its own surname: the suites share one stack, and each register record registers once.
  [usn, legal, moderator] = await Promise.all([
    supplierUnder('USN', 'individual', 'Борисов'),
    supplierUnder('OSN'),
    signIn('moderator@demo.test'),
  ]);
  ssl = new GostOpenssl();
  ca = { cert: fileURLToPath(DEMO_CA.cert), key: fileURLToPath(DEMO_CA.key) };
  const stranger = ssl.authority('stranger-ca', { CN: 'Посторонний УЦ', O: 'ООО Посторонний УЦ', C: 'RU' });
  signers.tax = ssl.signer('tax', ca, TAX_OFFICER);
  signers.expired = ssl.signer('expired', ca, TAX_OFFICER, {
    start: '20200101000000Z',
    end: '20210101000000Z',
  });
  signers.untrusted = ssl.signer('untrusted', stranger, TAX_OFFICER);
  // The forgery of issue 26: a director's ordinary certificate used as a CA for one named «ФНС России».
  signers.forger = ssl.signer('forger', ca, {
    CN: 'Сидоров Пётр Иванович',
    title: 'Генеральный директор',
    O: 'ООО Ромашка',
    INN: '007701234567',
    C: 'RU',
  });
  signers.fakeTax = ssl.signer('fake-tax', signers.forger, TAX_OFFICER);
  // A tax officer's certificate without the qualified marks (sign tools, class of protection).
  signers.unqualified = ssl.signer('unqualified', ca, TAX_OFFICER, {
    extensions: 'basicConstraints = CA:FALSE\nkeyUsage = digitalSignature, nonRepudiation',
  });
  signers.director = ssl.signer('director', ca, {
    CN: 'Сидоров Пётр Иванович',
    title: 'Генеральный директор',
    O: legal.taxpayer.name,
    INN: `00${legal.taxpayer.inn}`,
    C: 'RU',
  });
  signers.stranger = ssl.signer('outsider', ca, {
    CN: 'Козлов Олег',
    title: 'Директор',
    O: 'ООО Посторонний',
    INN: '7701234567',
    C: 'RU',
  });
  letter.usn = ssl.write('knd-1120503.pdf', await kndLetterPdf('1120503', usn.taxpayer));
  letter.eshn = ssl.write('knd-1120504.pdf', await kndLetterPdf('1120504', usn.taxpayer));
  letter.changed = ssl.write(
    'knd-1120503-changed.pdf',
    await kndLetterPdf('1120503', { ...usn.taxpayer, inn: '000000000000' }),
  );
  letter.charter = ssl.write('charter.pdf', samplePdf('Устав'));
}, 120_000);

const bytes = (path: string) => new Uint8Array(readFileSync(path));
const ru = (key: MessageKey, params?: Record<string, string | number>) => translate('ru', key, params);

/** Stands for the judged time in an expected text: when the gateway received the file, to the minute. */
const TIME = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function expectRefusal(result: { status: number; body: unknown }, text: string) {
  const payload = expectError(result, 422);
  const pattern = text.split(TIME).map(escape).join('\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d');
  expect((payload as { message: string }).message).toMatch(new RegExp(pattern));
}

/** A document of `type` from a PDF (as `name`) and a signature file, filed through the gateway. */
async function file(supplier: DocumentSupplier, type: string, files: [DocumentPart, string, string][]) {
  const draft = await draftWith(
    supplier.token,
    type,
    files.map(([part, path, name]) => [part, { name, bytes: bytes(path) }] as const),
  );
  return createDocument(supplier.token, { temporaryDocumentId: draft });
}

describe('KND 1120503 with the tax authority’s e-signature (03 §5)', () => {
  it('is accepted with a valid detached signature and shows the signer', async () => {
    const sig = ssl.sign(letter.usn!, signers.tax!, 'knd.pdf.sig');
    expect(ssl.verify(sig, letter.usn!, ca.cert)).toBe(true);
    const task = await ok<DocumentTask>(
      file(usn, 'TaxTypeConfirmationUSN', [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', sig, 'knd.pdf.sig'],
      ]),
    );
    expect(task.signatures).toEqual([
      expect.objectContaining({
        verdict: 'VALID',
        taxAuthority: true,
        foreignInn: false,
        issuer: DEMO_CA.name,
        signer: expect.objectContaining({
          name: 'Петрова Анна Сергеевна',
          position: 'Начальник отдела',
          organisation: 'ФНС России',
          inn: TAX_AUTHORITY_INN,
        }),
      }),
    ]);
  });

  it('is judged at the time of its CAdES-T timestamp, shows the path and the revocation checked', async () => {
    const tsa = ssl.signer(
      'tsa',
      ca,
      { CN: 'Служба штампов времени', O: 'ФНС России', C: 'RU' },
      {
        extensions: TSA_EXTENSIONS,
      },
    );
    const plain = ssl.sign(letter.usn!, signers.tax!, 'plain.sig');
    const stamped = ssl.timestamp(plain, tsa, ssl.bundle('tsa-chain.pem', [tsa.cert]), 'stamped.sig');
    expect(ssl.verify(stamped, letter.usn!, ca.cert, { strict: true })).toBe(true);
    const task = await ok<DocumentTask>(
      file(usn, 'TaxTypeConfirmationUSN', [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', stamped, 'knd.pdf.sig'],
      ]),
    );
    expect(task.signatures[0]).toMatchObject({
      verdict: 'VALID',
      taxAuthority: true,
      timeSource: 'TIMESTAMP',
      timeReason: 'TIMESTAMP',
      revocation: 'GOOD',
      qualified: { qualified: true, classes: ['КС1', 'КС2'] },
      path: [
        expect.objectContaining({ role: 'SIGNER', holder: 'Петрова Анна Сергеевна', ca: false }),
        expect.objectContaining({ role: 'ANCHOR', holder: DEMO_CA.name, ca: true }),
      ],
    });
    expect(Math.abs(Date.parse(task.signatures[0]!.judgedAt!) - Date.now())).toBeLessThan(120_000);
  });

  it('is accepted as an attached signature (.p7m), whose PDF the reviewer opens', async () => {
    const p7m = ssl.sign(letter.usn!, signers.tax!, 'knd.pdf.p7m', { attached: true, pem: true });
    expect(ssl.verify(p7m, null, ca.cert)).toBe(true);
    const task = await ok<DocumentTask>(file(usn, 'TaxTypeConfirmationUSN', [['MAIN', p7m, 'knd.pdf.p7m']]));
    expect(task.signatures.map((s) => s.verdict)).toEqual(['VALID']);
    const content = task.files.find((f) => f.part === 'SIGNED_CONTENT');
    expect(content?.name).toBe('knd.pdf');
    const link = await ok<{ url: string }>(call('GET', `/api/files/${content!.id}`, { token: moderator }));
    const pdf = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
    expect(Buffer.from(pdf).equals(Buffer.from(bytes(letter.usn!)))).toBe(true);
  });

  const refusals: [string, () => [DocumentPart, string, string][], MessageKey, Record<string, string>][] = [
    [
      'changed after signing',
      () => [
        ['MAIN', letter.changed!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.usn!, signers.tax!, 'changed.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signatureINVALID',
      {},
    ],
    [
      'without a signature',
      () => [['MAIN', letter.usn!, 'knd.pdf']],
      'documents.detail.signatureRequired',
      { form: '1120503' },
    ],
    [
      'signed with a certificate expired at signing time',
      () => [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.usn!, signers.expired!, 'expired.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signatureEXPIRED',
      { subject: 'Петрова Анна Сергеевна', time: TIME },
    ],
    [
      'signed under a CA not in the trust list',
      () => [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.usn!, signers.untrusted!, 'untrusted.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signatureUNTRUSTED',
      {},
    ],
    [
      'signed with a forged «ФНС России» certificate issued by a director’s certificate',
      () => [
        ['MAIN', letter.usn!, 'knd.pdf'],
        [
          'SIGNATURE',
          ssl.sign(letter.usn!, signers.fakeTax!, 'forged.sig', { certs: [signers.forger!.cert] }),
          'knd.pdf.sig',
        ],
      ],
      'documents.detail.signatureNOT_CA',
      { subject: 'Сидоров Пётр Иванович' },
    ],
    [
      'signed with a tax officer’s certificate that is not qualified',
      () => [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.usn!, signers.unqualified!, 'unqualified.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signatureNotQualified',
      { form: '1120503', subject: 'Петрова Анна Сергеевна' },
    ],
    [
      'signed by someone who is not the tax authority',
      () => [
        ['MAIN', letter.usn!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.usn!, signers.stranger!, 'stranger.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signatureNotTaxAuthority',
      { form: '1120503', signer: 'Козлов Олег, ООО Посторонний' },
    ],
    [
      'on the other form (KND 1120504)',
      () => [
        ['MAIN', letter.eshn!, 'knd.pdf'],
        ['SIGNATURE', ssl.sign(letter.eshn!, signers.tax!, 'eshn.sig'), 'knd.pdf.sig'],
      ],
      'documents.detail.signedForm',
      { form: '1120503' },
    ],
  ];
  it.each(refusals)('is refused %s, in Russian, as OpenSSL agrees', async (_, files, key, params) => {
    const parts = files();
    const [, content] = parts[0]!;
    const signature = parts[1]?.[1];
    if (signature) {
      const opensslValid = ssl.verify(signature, content, ca.cert, { strict: true });
      // The tax authority, the form and the qualified marks are the cabinet's rules; OpenSSL knows the rest.
      expect(opensslValid).toBe(
        key === 'documents.detail.signatureNotTaxAuthority' ||
          key === 'documents.detail.signedForm' ||
          key === 'documents.detail.signatureNotQualified',
      );
    }
    const result = await file(usn, 'TaxTypeConfirmationUSN', parts);
    expectRefusal(result, ru(key, params));
  });
});

describe('any document with a signature', () => {
  it('stores the verdict, and warns the reviewer of a signer INN that is not the supplier’s', async () => {
    const own = ssl.sign(letter.charter!, signers.director!, 'own.sig', { pem: true });
    const foreign = ssl.sign(letter.charter!, signers.stranger!, 'foreign.sig');
    const first = await ok<DocumentTask>(
      file(legal, 'Charter', [
        ['MAIN', letter.charter!, 'Устав.pdf'],
        ['SIGNATURE', own, 'Устав.pdf.sig'],
      ]),
    );
    expect(first.signatures.map((s) => [s.verdict, s.foreignInn])).toEqual([['VALID', false]]);
    const second = await ok<DocumentTask>(
      file(legal, 'BankDetailsConfirmation', [
        ['MAIN', letter.charter!, 'Письмо банка.pdf'],
        ['SIGNATURE', foreign, 'подпись.p7s'],
      ]),
    );
    expect(second.signatures.map((s) => [s.verdict, s.foreignInn])).toEqual([['VALID', true]]);

    const queue = await ok<ReviewTask[]>(call('GET', '/api/backoffice/document-tasks', { token: moderator }));
    const seen = queue.find((t) => t.id === second.id);
    expect(seen?.signatures[0]).toMatchObject({
      verdict: 'VALID',
      foreignInn: true,
      signer: { inn: '7701234567' },
    });
  });

  it('keeps the verdict of a signature that does not hold for the reviewer to see', async () => {
    const sig = ssl.sign(letter.usn!, signers.director!, 'other-content.sig');
    expect(ssl.verify(sig, letter.charter!, ca.cert)).toBe(false);
    const task = await ok<DocumentTask>(
      file(legal, 'AddressConfirmation', [
        ['MAIN', letter.charter!, 'Адрес.pdf'],
        ['SIGNATURE', sig, 'Адрес.pdf.sig'],
      ]),
    );
    expect(task.signatures.map((s) => s.verdict)).toEqual(['INVALID']);
  });

  it('refuses a detached signature filed without its document, as no signed document', async () => {
    const sig = ssl.sign(letter.charter!, signers.director!, 'alone.sig');
    expect(ssl.verify(sig, null, ca.cert)).toBe(false);
    const result = await file(legal, 'Charter', [['MAIN', sig, 'Устав.sig']]);
    expectError(result, 422, ru('documents.detail.signatureNOT_SIGNATURE', { name: 'Устав.sig' }));
  });
});

describe('the e-signature trust for administrators', () => {
  it('shows the official list the local stage loads (its TSL fixture) and the demo CA’s CRL', async () => {
    const admin = await signIn('admin@demo.test');
    const status = await ok<EsignTrustStatus>(call('GET', '/api/admin/esign-trust', { token: admin }));
    expect(status).toMatchObject({
      usable: true,
      official: { version: '1', authorities: 1 },
      officialAnchors: 1,
      manualAnchors: 1,
      crls: { stored: 1, fresh: 1 },
      revocation: 'require',
    });
    expect(status.report?.crls).toEqual([
      expect.objectContaining({ issuer: DEMO_CA.name, revoked: 0, error: null }),
    ]);
    // A supplier does not see it.
    expect((await call('GET', '/api/admin/esign-trust', { token: usn.token })).status).toBe(403);
  });
});
