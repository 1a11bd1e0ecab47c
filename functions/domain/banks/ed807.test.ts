import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankRecordsOf, fetchBikDirectory } from './bik-directory';
import { BIK_DIRECTORY_FIXTURE } from './bik-fixture';
import { bankRefusal } from './bank-service';
import { parseEd807 } from './ed807';

const fixture = readFileSync(BIK_DIRECTORY_FIXTURE);
/** As the Bank of Russia publishes it: the XML inside a zip named by the date. */
const published = zipSync({ '20261126_ED807_full.xml': new Uint8Array(fixture) });

/**
 * The first record of a published file, verbatim in shape (a treasury office: PtType 52, a TRSA
 * account, no correspondent account), as an account of the 17.09.2026 archive quotes it.
 */
const TREASURY_RECORD = iconv.encode(
  `<?xml version="1.0" encoding="WINDOWS-1251"?>
<ED807 xmlns="urn:cbr-ru:ed:v2.0" EDNo="707458709" EDDate="2026-09-16" EDAuthor="4583001999" CreationReason="FCBD" CreationDateTime="2026-09-16T18:00:52Z" InfoTypeCode="FIRR" BusinessDay="2026-09-17" DirectoryVersion="1">
<BICDirectoryEntry BIC="040397100"><ParticipantInfo NameP="ЮЖНОЕ ГУ БАНКА РОССИИ" CntrCd="RU" Rgn="03" Ind="350000" Tnp="г" Nnp="Краснодар" Adr="ул Орджоникидзе, 155" DateIn="2011-01-11" PtType="52" Srvcs="3" XchType="1" UID="0397002001" ParticipantStatus="PSAC"></ParticipantInfo><Accounts Account="40116810900000010001" RegulationAccountType="TRSA" CK="99" AccountCBRBIC="040397002" DateIn="2013-02-25" AccountStatus="ACAC"></Accounts></BICDirectoryEntry>
</ED807>`,
  'win1251',
);

describe('the BIK directory file (ED807)', () => {
  it('reads the zip as published and the XML inside alike, in windows-1251', () => {
    const fromZip = parseEd807(published);
    expect(fromZip).toEqual(parseEd807(fixture));
    expect(fromZip.edDate).toBe('2026-11-25');
    expect(fromZip.businessDay).toBe('2026-11-26');
    const sber = fromZip.entries.find((e) => e.bic === '044525225');
    expect(sber).toMatchObject({
      name: 'ПАО Сбербанк',
      englishName: 'Sberbank',
      participantType: '20',
      participantStatus: 'PSAC',
      settlement: 'Москва',
      swift: 'SABRRUMM',
      accounts: [{ account: '30101810400000000225', type: 'CRSA', status: 'ACAC' }],
    });
  });

  it('reads a record in the shape of the published file', () => {
    const { edDate, businessDay, entries } = parseEd807(TREASURY_RECORD);
    expect({ edDate, businessDay }).toEqual({ edDate: '2026-09-16', businessDay: '2026-09-17' });
    expect(entries).toEqual([
      expect.objectContaining({
        bic: '040397100',
        name: 'ЮЖНОЕ ГУ БАНКА РОССИИ',
        participantType: '52',
        postalCode: '350000',
        address: 'ул Орджоникидзе, 155',
        accounts: [{ account: '40116810900000010001', type: 'TRSA', status: 'ACAC' }],
      }),
    ]);
    // A treasury office is no bank a supplier holds an account with.
    expect(bankRecordsOf(parseEd807(TREASURY_RECORD))).toEqual([]);
  });

  it('refuses what is not a BIK directory', () => {
    expect(() => parseEd807(new TextEncoder().encode('<?xml version="1.0"?><ED101/>'))).toThrow(/ED807/);
    expect(() => parseEd807(zipSync({ 'readme.txt': new Uint8Array([1]) }))).toThrow(/no XML/);
  });

  it('makes banks with their correspondent accounts, and marks the closed and the restricted', () => {
    const banks = bankRecordsOf(parseEd807(fixture));
    const byBik = new Map(banks.map((b) => [b.bankCode, b]));
    expect(byBik.get('044525225')).toMatchObject({
      id: '044525225',
      nameEn: 'Sberbank',
      cityEn: 'Moscow',
      correspondentAccount: '30101810400000000225',
      closed: false,
      restrictions: [],
    });
    // The Bank of Russia office (PtType 10) is left out.
    expect(byBik.has('044525000')).toBe(false);
    const qiwi = byBik.get('044525416')!;
    expect(qiwi.restrictions?.map((r) => r.code)).toEqual(['LWRS', 'URRS']);
    expect(bankRefusal(qiwi)).toEqual({ key: 'bank.restricted.LWRS', params: { bik: '044525416' } });
    const deleted = byBik.get('044525176')!;
    expect(deleted.closed).toBe(true);
    expect(bankRefusal(deleted)?.key).toBe('bank.closed');
    expect(bankRefusal(byBik.get('044525225')!)).toBeNull();
    expect(bankRefusal({ ...qiwi, restrictions: [{ code: 'ZZZZ', date: null }] })).toEqual({
      key: 'bank.restricted.other',
      params: { bik: '044525416', code: 'ZZZZ' },
    });
  });
});

describe('downloading the published directory', () => {
  const requested: string[] = [];
  let base = '';
  const server = createServer((req, res) => {
    requested.push(req.url ?? '');
    // Only the file of 25 November is published: the 27th is a day off, the 26th not yet there.
    if (req.url === '/BIKNew/20261125ED01OSBR.zip') {
      res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(published));
    } else res.writeHead(404).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('takes the newest day published, looking back from today in Moscow', async () => {
    const { bytes, source } = await fetchBikDirectory(
      `${base}/BIKNew/{date}ED01OSBR.zip`,
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(source).toBe(`${base}/BIKNew/20261125ED01OSBR.zip`);
    expect(requested).toEqual([
      '/BIKNew/20261127ED01OSBR.zip',
      '/BIKNew/20261126ED01OSBR.zip',
      '/BIKNew/20261125ED01OSBR.zip',
    ]);
    expect(parseEd807(bytes).entries.length).toBeGreaterThan(20);
  });

  it('says so when nothing was published for a week', async () => {
    await expect(
      fetchBikDirectory(`${base}/BIKNew/{date}ED01OSBR.zip`, new Date('2027-03-01T10:00:00Z')),
    ).rejects.toThrow(/No BIK directory published/);
  });
});
