import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kndLetterPdf } from '../../functions/domain/documents/knd-letter.fixture';
import { DEMO_CA, TAX_AUTHORITY_INN } from '../../functions/domain/documents/seed';
import { GostOpenssl } from './gost-openssl';

/**
 * The signed samples of the simplified-regime certificate (KND 1120503, 03 §5) for a taxpayer: signed by a
 * tax officer's certificate under the local stack's demo CA (the trust list's tax authority) with OpenSSL's
 * GOST engine. Written for `npm run samples:documents` and the browser suite.
 */
export interface SignedSample {
  name: string;
  files: string[];
  expect: string;
}

/** The tax authority's officer whose (demo CA) certificate signs the KND letters of the samples and the tests. */
export const TAX_OFFICER = {
  CN: 'Петрова Анна Сергеевна',
  SN: 'Петрова',
  GN: 'Анна Сергеевна',
  title: 'Начальник отдела',
  O: 'ФНС России',
  INN: TAX_AUTHORITY_INN,
  OGRN: '1047707030513',
  C: 'RU',
};

/** A company director whose ordinary certificate a forger uses as a CA. */
export const FORGER = {
  CN: 'Сидоров Пётр Иванович',
  title: 'Генеральный директор',
  O: 'ООО Ромашка',
  INN: '007701234567',
  C: 'RU',
};

export const SIGNED_LETTER = 'Информационное письмо КНД 1120503.pdf';

export async function writeSignedSamples(
  target: string,
  taxpayer: { name: string; inn: string },
): Promise<SignedSample[]> {
  const ssl = new GostOpenssl();
  const ca = { cert: fileURLToPath(DEMO_CA.cert), key: fileURLToPath(DEMO_CA.key) };
  const officer = ssl.signer('tax-officer', ca, TAX_OFFICER);
  const letter = ssl.write('letter.pdf', await kndLetterPdf('1120503', taxpayer));
  const changed = ssl.write(
    'changed.pdf',
    await kndLetterPdf('1120503', { ...taxpayer, name: `${taxpayer.name} (изменено)` }),
  );
  const signature = ssl.sign(letter, officer, 'letter.sig');
  // The forgery of issue 26: a director's ordinary certificate (an end entity under the same CA) issues one
  // named «ФНС России» with the authority's INN, and the CMS carries both.
  const director = ssl.signer('director', ca, FORGER);
  const fakeOfficer = ssl.signer('fake-officer', director, TAX_OFFICER);
  const forged = ssl.sign(letter, fakeOfficer, 'forged.sig', { certs: [director.cert] });
  const attached = ssl.sign(letter, officer, 'letter.p7m', { attached: true });

  const cases: { name: string; files: [string, string][]; expect: string }[] = [
    {
      name: 'knd-1120503-signed',
      files: [
        [letter, SIGNED_LETTER],
        [signature, `${SIGNED_LETTER}.sig`],
      ],
      expect: 'goes to review: «Подпись действительна», signed by Петрова Анна Сергеевна, ФНС России',
    },
    {
      name: 'knd-1120503-attached',
      files: [[attached, `${SIGNED_LETTER}.p7m`]],
      expect: 'goes to review (the PDF inside the .p7m is kept for the reviewer): «Подпись действительна»',
    },
    {
      name: 'knd-1120503-changed-after-signing',
      files: [
        [changed, SIGNED_LETTER],
        [signature, `${SIGNED_LETTER}.sig`],
      ],
      expect: 'refused with INVALID_DOCUMENT_SIGNATURE: the document was changed after signing',
    },
    {
      name: 'knd-1120503-forged',
      files: [
        [letter, SIGNED_LETTER],
        [forged, `${SIGNED_LETTER}.sig`],
      ],
      expect:
        'refused with INVALID_DOCUMENT_SIGNATURE: the «ФНС России» certificate was issued by a director’s certificate, which is no CA',
    },
    {
      name: 'knd-1120503-unsigned',
      files: [[letter, SIGNED_LETTER]],
      expect: 'refused with INVALID_DOCUMENT_SIGNATURE: the tax authority’s e-signature is required',
    },
  ];
  for (const sample of cases) {
    const folder = join(target, sample.name);
    mkdirSync(folder, { recursive: true });
    for (const [from, name] of sample.files) copyFileSync(from, join(folder, name));
  }
  // The demo CA beside them: `openssl cms -verify -CAfile demo-ca.pem` checks the samples too.
  copyFileSync(ca.cert, join(target, 'demo-ca.pem'));
  return cases.map((c) => ({ name: c.name, files: c.files.map(([, name]) => name), expect: c.expect }));
}
