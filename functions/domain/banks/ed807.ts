import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';

/**
 * The Bank of Russia's BIK directory as it publishes it: the electronic message ED807 (namespace
 * urn:cbr-ru:ed:v2.0), a windows-1251 XML file `YYYYMMDD_ED807_full.xml` inside a zip at
 * https://www.cbr.ru/vfs/mcirabis/BIKNew/YYYYMMDDED01OSBR.zip, published the evening before the
 * business day it is for (EDDate one day, BusinessDay the next).
 *
 * The shape, learned from public parsers of the file and an account of the published archive (root
 * `ED807 EDDate BusinessDay`; `BICDirectoryEntry BIC` with one `ParticipantInfo` — NameP, EnglName, RegN,
 * CntrCd, Rgn, Ind, Tnp, Nnp, Adr, PtType, ParticipantStatus PSAC/PSDL, and `RstrList Rstr RstrDate`
 * restrictions — any number of `Accounts` — Account, RegulationAccountType CRSA/BANA/TRSA…, CK,
 * AccountCBRBIC, DateIn, DateOut, AccountStatus ACAC/ACDL — and `SWBICS SWBIC DefaultSWBIC`).
 */

export interface Ed807Account {
  account: string;
  /** CRSA: the correspondent account of a credit institution; BANA, TRSA…: Bank of Russia and treasury accounts. */
  type: string;
  /** ACAC active, ACDL closed. */
  status: string;
}

export interface Ed807Entry {
  bic: string;
  name: string;
  englishName: string | null;
  /** 20 credit institution, 30 its branch, 90 a liquidator of one, 10 a Bank of Russia office, 52 a treasury office… */
  participantType: string;
  /** PSAC active, PSDL deleted from the directory. */
  participantStatus: string;
  region: string | null;
  postalCode: string | null;
  settlementType: string | null;
  settlement: string | null;
  address: string | null;
  registrationNumber: string | null;
  restrictions: { code: string; date: string | null }[];
  accounts: Ed807Account[];
  swift: string | null;
}

export interface Ed807Directory {
  /** The day the message was made (YYYY-MM-DD). */
  edDate: string;
  /** The business day it is for (YYYY-MM-DD). */
  businessDay: string | null;
  entries: Ed807Entry[];
}

type Attributes = Record<string, string | undefined>;
interface RawEntry {
  BIC?: string;
  ParticipantInfo?: Attributes & { RstrList?: Attributes[] };
  Accounts?: Attributes[];
  SWBICS?: Attributes[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** The XML file of the archive (the published zip holds exactly one, `*_ED807_full.xml`). */
function xmlBytes(bytes: Uint8Array): Uint8Array {
  if (!isZip(bytes)) return bytes;
  const files = Object.entries(unzipSync(bytes)).filter(([name]) => /\.xml$/i.test(name));
  const preferred = files.find(([name]) => /ED807/i.test(name)) ?? files[0];
  if (!preferred) throw new Error('The BIK directory archive holds no XML file');
  return preferred[1];
}

/** The text in the encoding its XML declaration names (the Bank of Russia writes WINDOWS-1251). */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const encoding = /encoding=["']([\w-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  return new TextDecoder(encoding.toLowerCase()).decode(bytes);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['BICDirectoryEntry', 'Accounts', 'RstrList', 'SWBICS'].includes(name),
});

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function toEntry(raw: RawEntry): Ed807Entry | null {
  const bic = raw.BIC;
  const info = raw.ParticipantInfo;
  if (!bic || !/^\d{9}$/.test(bic) || !info?.NameP) return null;
  const swifts = raw.SWBICS ?? [];
  const swift = swifts.find((s) => s.DefaultSWBIC === '1') ?? swifts[0];
  return {
    bic,
    name: info.NameP.trim(),
    englishName: text(info.EnglName),
    participantType: info.PtType ?? '',
    participantStatus: info.ParticipantStatus ?? 'PSAC',
    region: text(info.Rgn),
    postalCode: text(info.Ind),
    settlementType: text(info.Tnp),
    settlement: text(info.Nnp),
    address: text(info.Adr),
    registrationNumber: text(info.RegN),
    restrictions: (info.RstrList ?? [])
      .filter((r) => r.Rstr)
      .map((r) => ({ code: r.Rstr!, date: text(r.RstrDate) })),
    accounts: (raw.Accounts ?? [])
      .filter((a) => a.Account)
      .map((a) => ({
        account: a.Account!,
        type: a.RegulationAccountType ?? '',
        status: a.AccountStatus ?? 'ACAC',
      })),
    // The directory gives the 11-character SWIFT BIC; the branch code XXX is the head office.
    swift: swift?.SWBIC ? swift.SWBIC.replace(/XXX$/, '') : null,
  };
}

/** Reads a published ED807 file: the zip as downloaded, or the XML inside it. */
export function parseEd807(bytes: Uint8Array): Ed807Directory {
  const document = parser.parse(decode(xmlBytes(bytes))) as {
    ED807?: Attributes & { BICDirectoryEntry?: RawEntry[] };
  };
  const root = document.ED807;
  if (!root?.EDDate) throw new Error('Not an ED807 BIK directory: no ED807 element with EDDate');
  return {
    edDate: root.EDDate,
    businessDay: text(root.BusinessDay),
    entries: (root.BICDirectoryEntry ?? []).map(toEntry).filter((e): e is Ed807Entry => e !== null),
  };
}
