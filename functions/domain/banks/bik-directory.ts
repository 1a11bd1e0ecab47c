import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { clock } from '../../lib/clock';
import { log } from '../../lib/logger';
import { addDays, moscowDate } from '../../lib/working-days';
import type { BankRecord } from './bank-data';
import { banksRepository } from './banks-repository';
import { parseEd807, type Ed807Directory, type Ed807Entry } from './ed807';

/**
 * The Bank of Russia's BIK directory in the cabinet: a scheduled job downloads the published ED807 file
 * (ed807.ts reads it) and puts its Russian banks into the bank directory the questionnaire's bank chapter
 * searches; what it loaded, and when, is kept so a health check can say the directory is stale.
 */

/** The Bank of Russia publishes the directory every business day at this address; `{date}` is YYYYMMDD. */
export const CBR_BIK_DIRECTORY_URL = 'https://www.cbr.ru/vfs/mcirabis/BIKNew/{date}ED01OSBR.zip';

const config = z
  .object({
    /** Where the job reads the directory: the published URL (a `{date}` template) or, locally, a file: URL. */
    BIK_DIRECTORY_URL: z._default(z.string().check(z.minLength(1)), CBR_BIK_DIRECTORY_URL),
  })
  .parse(process.env);

/** Older than this the directory no longer shows banks closed or restricted since (a health check says so). */
export const BIK_DIRECTORY_STALE_AFTER_DAYS = 7;
/** How many days back the job looks for a published file (weekends and holidays publish none). */
const LOOK_BACK_DAYS = 7;
const DOWNLOAD_TIMEOUT_MS = 30_000;
const DOWNLOAD_ATTEMPTS = 3;

/** Participants a supplier can hold an account with: credit institutions, their branches, their liquidators. */
const BANK_PARTICIPANT_TYPES = new Set(['20', '30', '90']);

/** English names of the cities the directory names most; others are transliterated. */
const CITY_EN: Record<string, string> = {
  Москва: 'Moscow',
  'Санкт-Петербург': 'Saint Petersburg',
  'Нижний Новгород': 'Nizhny Novgorod',
  Екатеринбург: 'Yekaterinburg',
  Тюмень: 'Tyumen',
};

const LATIN: Record<string, string> = Object.fromEntries(
  [
    ...'абвгдезийклмнопрстуфыэ'.split('').map((c, i) => [c, 'abvgdeziyklmnoprstufye'[i]!]),
    ['ё', 'yo'],
    ['ж', 'zh'],
    ['х', 'kh'],
    ['ц', 'ts'],
    ['ч', 'ch'],
    ['ш', 'sh'],
    ['щ', 'shch'],
    ['ю', 'yu'],
    ['я', 'ya'],
    ['ь', ''],
    ['ъ', ''],
  ].map(([ru, en]) => [ru!, en!]),
);

function transliterate(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = LATIN[lower];
      if (latin === undefined) return char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

const cityEn = (city: string) => CITY_EN[city] ?? transliterate(city);

/** The correspondent account: the active CRSA account, else the last CRSA one (of a closed bank). */
function correspondentAccount(entry: Ed807Entry): { account: string | null; closed: boolean } {
  const crsa = entry.accounts.filter((a) => a.type === 'CRSA');
  const active = crsa.find((a) => a.status === 'ACAC');
  if (active) return { account: active.account, closed: false };
  return { account: crsa.at(-1)?.account ?? null, closed: crsa.length > 0 };
}

/** The directory's banks as the bank chapter knows them: the BIK is the bank's id. */
export function bankRecordsOf(directory: Ed807Directory): BankRecord[] {
  return directory.entries
    .filter((e) => BANK_PARTICIPANT_TYPES.has(e.participantType) || e.accounts.some((a) => a.type === 'CRSA'))
    .map((e) => {
      const corr = correspondentAccount(e);
      const city = e.settlement ?? '';
      return {
        id: e.bic,
        nameRu: e.name,
        nameEn: e.englishName ?? transliterate(e.name),
        bankCode: e.bic,
        countryCode: 'RU',
        cityRu: city,
        cityEn: cityEn(city),
        swift: e.swift,
        correspondentAccount: corr.account,
        isIbanSupported: false,
        closed: e.participantStatus === 'PSDL' || corr.closed,
        restrictions: e.restrictions,
      };
    });
}

/** Puts a directory file's banks into the bank directory and records what was loaded. Idempotent. */
export async function loadBikDirectory(
  bytes: Uint8Array,
  source: string,
  now: Date,
): Promise<{ edDate: string; banks: number; removed: number }> {
  const directory = parseEd807(bytes);
  const banks = bankRecordsOf(directory);
  if (banks.length === 0) throw new Error(`The BIK directory of ${directory.edDate} lists no banks`);
  const { removed } = await banksRepository.replaceRussianBanks(banks);
  // Locally the one file stands for every day's publication: made the evening before today's business day.
  const republished = source.startsWith('file:');
  await banksRepository.putBikDirectory({
    edDate: republished ? addDays(moscowDate(now), -1) : directory.edDate,
    businessDay: republished ? moscowDate(now) : directory.businessDay,
    loadedAt: now.toISOString(),
    source,
    banks: banks.length,
  });
  return { edDate: directory.edDate, banks: banks.length, removed };
}

async function download(url: string): Promise<Uint8Array | null> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= DOWNLOAD_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
      // Not published for that day (a weekend, a holiday, or not yet this evening).
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      lastError = error;
      log('warn', 'BIK directory download failed', { url, attempt, error: String(error) });
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
  throw new Error(`The BIK directory could not be downloaded from ${url}`, { cause: lastError });
}

/** The newest published file: today's (Moscow), else the days before it. */
export async function fetchBikDirectory(
  url: string,
  now: Date,
): Promise<{ bytes: Uint8Array; source: string }> {
  if (url.startsWith('file:')) return { bytes: await readFile(fileURLToPath(url)), source: url };
  const today = moscowDate(now);
  for (let back = 0; back < LOOK_BACK_DAYS; back++) {
    const source = url.replaceAll('{date}', addDays(today, -back).replaceAll('-', ''));
    const bytes = await download(source);
    if (bytes) return { bytes, source };
    if (!url.includes('{date}')) break;
  }
  throw new Error(`No BIK directory published at ${url} in the last ${LOOK_BACK_DAYS} days`);
}

/** The scheduled job: download the newest directory and load it (loading the same file again changes nothing). */
export async function runBikDirectoryJob(
  now: Date,
  url = config.BIK_DIRECTORY_URL,
): Promise<{ edDate: string; banks: number; removed: number }> {
  const { bytes, source } = await fetchBikDirectory(url, now);
  return loadBikDirectory(bytes, source, now);
}

export interface BikDirectoryStatus {
  loaded: boolean;
  edDate: string | null;
  businessDay: string | null;
  loadedAt: string | null;
  /** Whole days since the file's date (Moscow); null when nothing is loaded. */
  ageDays: number | null;
  /** Nothing loaded, or the file is older than BIK_DIRECTORY_STALE_AFTER_DAYS. */
  stale: boolean;
  /** What a health check shows when stale ("BIK directory older than a week"). */
  message: string | null;
}

/** How old the loaded BIK directory is: for the health check. */
export async function bikDirectoryStatus(now: Date = clock.now()): Promise<BikDirectoryStatus> {
  const meta = await banksRepository.getBikDirectory();
  if (!meta) {
    return {
      loaded: false,
      edDate: null,
      businessDay: null,
      loadedAt: null,
      ageDays: null,
      stale: true,
      message: 'BIK directory not loaded',
    };
  }
  const ageDays = Math.floor(
    (Date.parse(`${moscowDate(now)}T00:00:00Z`) - Date.parse(`${meta.edDate}T00:00:00Z`)) / 86_400_000,
  );
  const stale = ageDays > BIK_DIRECTORY_STALE_AFTER_DAYS;
  return {
    loaded: true,
    edDate: meta.edDate,
    businessDay: meta.businessDay,
    loadedAt: meta.loadedAt,
    ageDays,
    stale,
    message: stale ? `BIK directory older than a week (${meta.edDate}, ${ageDays} days)` : null,
  };
}
