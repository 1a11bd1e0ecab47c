import { AppError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { partyAnswerSchema, recordOfParty, type PartySuggestion } from './dadata-party';
import type { IndividualRecord, LegalRecord } from './register-data';
import './messages';

/** The register of Russian legal entities and entrepreneurs (ЕГРЮЛ/ЕГРИП), as the cabinet asks it. */
export interface ResidentRegister {
  searchResidents(
    text: string,
    kinds: readonly ('LEGAL' | 'INDIVIDUAL')[],
  ): Promise<(LegalRecord | IndividualRecord)[]>;
  findLegal(inn: string, kpp: string): Promise<LegalRecord | null>;
  findIndividual(inn: string): Promise<IndividualRecord | null>;
  /** Whether the service answers now, for the health check; never throws. */
  status(): Promise<RegisterStatusReport>;
}

export interface RegisterStatusReport {
  /** False: this stage names no register service (STATE_REGISTER_URL unset). */
  configured: boolean;
  reachable: boolean;
  latencyMs: number | null;
  /** Why not, in words for an operator. */
  detail: string | null;
}

/** 503 with a translated text: the register did not answer (down, slow, or not configured for the stage). */
export const registerUnavailable = () => new AppError(503, 'REGISTER_UNAVAILABLE', 'registry.unavailable');
export const isRegisterUnavailable = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'REGISTER_UNAVAILABLE';

export interface DadataOptions {
  /** Base of the party methods, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs. */
  url: string;
  /** The API key (sent as `Authorization: Token <key>`); read once and kept while it works. */
  key: () => Promise<string>;
  /** Per attempt; DaData answers in tens of milliseconds, an API Gateway call waits 29 s at most. */
  timeoutMs?: number;
  /** Attempts after the first, for timeouts, network failures, 429 and 5xx. */
  retries?: number;
  /** The first pause before a retry; each next one doubles it. */
  backoffMs?: number;
}

/** Register searches answer at most twenty records (02 §7 searchAccounts; DaData's suggest maximum). */
export const SEARCH_LIMIT = 20;

class Retryable extends Error {}

/**
 * The real adapter of the register port: DaData's suggestions API (party by INN/OGRN — `findById/party`,
 * company suggestions — `suggest/party`), documented at dadata.ru/api/find-party and dadata.ru/api/suggest/party.
 * Each call has a timeout and is retried with exponential backoff on what may pass (timeouts, network
 * errors, 429, 5xx); what will not pass (401/403: a wrong key or tariff, 400) is logged and answered as
 * unavailable at once. The local stage points the same code at its emulator (infra/local/emulators).
 */
export function dadataRegister(options: DadataOptions): ResidentRegister {
  const timeoutMs = options.timeoutMs ?? 3000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 200;
  const base = options.url.replace(/\/$/, '');

  async function attempt(method: string, body: object): Promise<PartySuggestion[]> {
    let response: Response;
    try {
      response = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Token ${await options.key()}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Retryable(`no answer: ${(error as Error).name} ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new Retryable(`HTTP ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const parsed = partyAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error(`an answer not in the documented shape: ${parsed.error.message}`);
    return parsed.data.suggestions;
  }

  async function call(method: string, body: object): Promise<PartySuggestion[]> {
    for (let n = 0; ; n++) {
      try {
        return await attempt(method, body);
      } catch (error) {
        if (error instanceof Retryable && n < retries) {
          await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** n));
          continue;
        }
        log('error', 'state register failed', { method, attempts: n + 1, reason: (error as Error).message });
        throw registerUnavailable();
      }
    }
  }

  const records = (found: PartySuggestion[]) => found.map(recordOfParty);

  return {
    async searchResidents(text, kinds) {
      const body = { query: text, count: SEARCH_LIMIT, ...(kinds.length === 1 ? { type: kinds[0] } : {}) };
      const found = records(await call('suggest/party', body));
      return found.filter((r) => kinds.includes(r.kind)).slice(0, SEARCH_LIMIT);
    },
    async findLegal(inn, kpp) {
      const found = records(await call('findById/party', { query: inn, kpp, type: 'LEGAL' }));
      return (found.find((r) => r.kind === 'LEGAL' && r.kpp === kpp) as LegalRecord | undefined) ?? null;
    },
    async findIndividual(inn) {
      const found = records(await call('findById/party', { query: inn, type: 'INDIVIDUAL' }));
      return (
        (found.find((r) => r.kind === 'INDIVIDUAL' && r.inn === inn) as IndividualRecord | undefined) ?? null
      );
    },
    async status() {
      const started = Date.now();
      try {
        // One attempt, no retries: the health check wants the state now. An INN nobody has costs no data.
        await attempt('findById/party', { query: '0000000000', count: 1 });
        return { configured: true, reachable: true, latencyMs: Date.now() - started, detail: null };
      } catch (error) {
        return {
          configured: true,
          reachable: false,
          latencyMs: null,
          detail: (error as Error).message,
        };
      }
    },
  };
}

/** The port where the stage names no register: every resident lookup is answered as unavailable. */
export const unconfiguredRegister: ResidentRegister = {
  searchResidents: () => Promise.reject(registerUnavailable()),
  findLegal: () => Promise.reject(registerUnavailable()),
  findIndividual: () => Promise.reject(registerUnavailable()),
  status: () =>
    Promise.resolve({
      configured: false,
      reachable: false,
      latencyMs: null,
      detail: 'STATE_REGISTER_URL is not set for this stage',
    }),
};
