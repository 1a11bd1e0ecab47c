import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import * as z from 'zod';
import { partySuggestionSchema, type PartySuggestion } from '../../../functions/domain/registry/dadata-party';
import { normalizeSearch } from '../../../functions/lib/search-text';
import { close, listen, urlOf, type RunningServer } from '../http-server';
import { partyOf } from './state-register-parties';

/** The API key the local stage's functions send (not a secret: the emulator is on this machine only). */
export const LOCAL_REGISTER_KEY = 'local-state-register-key';
/** Where DaData serves the party methods; the functions' STATE_REGISTER_URL ends here. */
export const REGISTER_API_PATH = '/suggestions/api/4_1/rs';
/** The file of companies a tester added (`npm run register:add`), in the local state folder. */
export const ADDED_PARTIES_FILE = 'state-register.json';

/**
 * The seeded companies, legal entities then entrepreneurs, each kind sorted by INN and KPP as the old list was.
 * Loaded at the first call: the records' module reaches the functions' environment module, which must not
 * be read before the stack has set the environment (stack.ts applyEnvironment).
 */
async function seededParties(): Promise<PartySuggestion[]> {
  const { registerRecords } = await import('../../../functions/domain/registry/register-data');
  const records = registerRecords().filter((r) => r.kind !== 'NONRESIDENT');
  const branchesOf = new Map<string, number>();
  for (const r of records) {
    if (r.kind === 'LEGAL' && r.branchType === 'BRANCH')
      branchesOf.set(r.inn, (branchesOf.get(r.inn) ?? 0) + 1);
  }
  return records
    .sort((a, b) => (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === 'LEGAL' ? -1 : 1))
    .map((r) => partyOf(r, branchesOf.get(r.inn) ?? 0));
}

/** Where a tester (or a test) switches the emulator's behaviour: down, slow, or normal again. */
export const CONTROL_PATH = '/__emulator/misbehave';
const controlSchema = z.union([
  z.object({ status: z.number().int().min(400).max(599) }),
  z.object({ delayMs: z.number().int().min(0).max(60_000) }),
  z.null(),
]);

export const addedPartiesSchema = z.object({ parties: z.array(partySuggestionSchema) });

/** A tester's companies; a missing or broken file adds none (the emulator says why once per change). */
async function addedParties(file: string | null): Promise<PartySuggestion[]> {
  if (!file) return [];
  try {
    return addedPartiesSchema.parse(JSON.parse(await readFile(file, 'utf8'))).parties;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(`The local state register ignores ${file}:`, (error as Error).message);
    return [];
  }
}

const requestSchema = z.object({
  query: z.string(),
  count: z.number().int().min(1).max(300).optional(),
  kpp: z.string().optional(),
  branch_type: z.enum(['MAIN', 'BRANCH']).optional(),
  type: z.enum(['LEGAL', 'INDIVIDUAL']).optional(),
  status: z.array(z.string()).optional(),
});
type PartyRequest = z.infer<typeof requestSchema>;

function filtersPass(p: PartySuggestion, r: PartyRequest): boolean {
  if (r.type && p.data.type !== r.type) return false;
  if (r.branch_type && p.data.branch_type !== r.branch_type) return false;
  if (r.status && !r.status.includes(p.data.state.status)) return false;
  return true;
}

/** findById/party: the exact INN or OGRN, narrowed by KPP (a branch) when given. */
function findById(parties: PartySuggestion[], r: PartyRequest): PartySuggestion[] {
  const query = r.query.trim();
  return parties
    .filter((p) => p.data.inn === query || p.data.ogrn === query)
    .filter((p) => !r.kpp || p.data.kpp === r.kpp)
    .filter((p) => filtersPass(p, r))
    .slice(0, r.count ?? 10);
}

/** suggest/party: an INN prefix or the exact OGRN, else a part of a name or the address (at most 20). */
function suggest(parties: PartySuggestion[], r: PartyRequest): PartySuggestion[] {
  const needle = normalizeSearch(r.query);
  if (!needle) return [];
  const digits = /^\d+$/.test(needle);
  const matches = (p: PartySuggestion) =>
    digits
      ? p.data.inn.startsWith(needle) || p.data.ogrn === needle || (p.data.kpp ?? '') === needle
      : normalizeSearch(
          [p.data.name.full_with_opf, p.data.name.short_with_opf, p.data.address?.value].join(' '),
        ).includes(needle);
  return parties.filter((p) => matches(p) && filtersPass(p, r)).slice(0, Math.min(r.count ?? 10, 20));
}

export interface StateRegisterEmulatorOptions {
  /** The tester's companies file; null: only the seeded ones. */
  addedFile: string | null;
  key?: string;
}

export interface StateRegisterEmulator extends RunningServer {
  /** The functions' STATE_REGISTER_URL. */
  apiUrl: string;
  /** For tests of the adapter: answer every call with this HTTP status, or only after a delay; null: normal. */
  misbehave(mode: { status: number } | { delayMs: number } | null): void;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

/**
 * An emulator of DaData's party API (suggestions API 4_1) on this machine, as dynalite stands in for
 * DynamoDB: `POST …/findById/party` and `POST …/suggest/party` with `Authorization: Token <key>`, answering
 * `{ suggestions: [...] }` in DaData's shape; 401 without the key, 400 on a malformed body, 405 on another
 * method, as the service does. It serves the seeded companies plus those in the tester's file, read on
 * every call, so a company added while the stage runs is found at once.
 */
export async function startStateRegister(
  host: string,
  port: number,
  options: StateRegisterEmulatorOptions,
): Promise<StateRegisterEmulator> {
  let seeded: Promise<PartySuggestion[]> | null = null;
  const key = options.key ?? LOCAL_REGISTER_KEY;
  let mode: { status: number } | { delayMs: number } | null = null;
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://register').pathname;
      // The tester's switch (local only, as the whole emulator): make the register slow or down, to see
      // what a supplier sees then. POST {"status":503} | {"delayMs":5000} | null.
      if (path === CONTROL_PATH && req.method === 'POST') {
        const next = controlSchema.safeParse(await bodyOf(req).catch(() => undefined));
        if (!next.success) return send(res, 400, { message: 'Bad Request' });
        mode = next.data;
        return send(res, 200, { mode });
      }
      if (mode && 'delayMs' in mode)
        await new Promise((r) => setTimeout(r, mode && 'delayMs' in mode ? mode.delayMs : 0));
      if (mode && 'status' in mode) return send(res, mode.status, { message: 'Service Unavailable' });
      const method = path.startsWith(`${REGISTER_API_PATH}/`) ? path.slice(REGISTER_API_PATH.length + 1) : '';
      if (method !== 'findById/party' && method !== 'suggest/party')
        return send(res, 404, { message: 'Not Found' });
      if (req.method !== 'POST') return send(res, 405, { message: 'Method Not Allowed' });
      if (req.headers.authorization !== `Token ${key}`) return send(res, 401, { message: 'Unauthorized' });
      const parsed = requestSchema.safeParse(await bodyOf(req).catch(() => null));
      if (!parsed.success) return send(res, 400, { message: 'Bad Request' });
      // A tester's company with the INN and KPP of a seeded one replaces it.
      const added = await addedParties(options.addedFile);
      const addedKeys = new Set(added.map((p) => `${p.data.inn}/${p.data.kpp ?? ''}`));
      seeded ??= seededParties();
      const parties = [
        ...added,
        ...(await seeded).filter((p) => !addedKeys.has(`${p.data.inn}/${p.data.kpp ?? ''}`)),
      ];
      const suggestions =
        method === 'findById/party' ? findById(parties, parsed.data) : suggest(parties, parsed.data);
      send(res, 200, { suggestions });
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  const bound = await listen(server, port, host);
  const url = urlOf(host, bound);
  return {
    url,
    apiUrl: `${url}${REGISTER_API_PATH}`,
    misbehave: (next) => (mode = next),
    stop: () => close(server, 0),
  };
}
