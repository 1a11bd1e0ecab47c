import { env } from '../../lib/env';
import {
  dadataRegister,
  unconfiguredRegister,
  type RegisterStatusReport,
  type ResidentRegister,
} from './dadata-register';
import type { IndividualRecord, LegalRecord, NonResidentRecord } from './register-data';
import { registryRepository } from './registry-repository';

export { SEARCH_LIMIT } from './dadata-register';

/**
 * The state register port: ЕГРЮЛ/ЕГРИП (legal entities, entrepreneurs) through a party-lookup service,
 * and the register of non-residents known to the group (its own table: no state register covers them).
 */
export interface StateRegister {
  searchResidents(
    text: string,
    kinds: readonly ('LEGAL' | 'INDIVIDUAL')[],
  ): Promise<(LegalRecord | IndividualRecord)[]>;
  findLegal(inn: string, kpp: string): Promise<LegalRecord | null>;
  findIndividual(inn: string): Promise<IndividualRecord | null>;
  searchNonResidents(text: string): Promise<NonResidentRecord[]>;
  findNonResident(id: string): Promise<NonResidentRecord | null>;
  /** A non-resident registered by manual entry becomes known, so others can find it. */
  addNonResident(record: NonResidentRecord): Promise<void>;
}

let cachedKey: Promise<string> | null = null;

/** The API key: given to the local stage, read once from Secrets Manager (by name) in AWS. */
async function loadKey(): Promise<string> {
  if (env.STATE_REGISTER_KEY) return env.STATE_REGISTER_KEY;
  if (!env.STATE_REGISTER_SECRET_NAME) throw new Error('no state register key is configured');
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const secret = await client.send(new GetSecretValueCommand({ SecretId: env.STATE_REGISTER_SECRET_NAME }));
  const text = secret.SecretString?.trim() ?? '';
  // A plain key, or JSON with apiKey (how the console's key/value editor stores it).
  const key = text.startsWith('{') ? String((JSON.parse(text) as { apiKey?: unknown }).apiKey ?? '') : text;
  if (!key) throw new Error(`the secret ${env.STATE_REGISTER_SECRET_NAME} holds no key`);
  return key;
}

function registerKey(): Promise<string> {
  cachedKey ??= loadKey();
  cachedKey.catch(() => (cachedKey = null));
  return cachedKey;
}

/** The stage's register: the configured service (DaData, or the local emulator of it), or none. */
export const residentRegister: ResidentRegister = env.STATE_REGISTER_URL
  ? dadataRegister({ url: env.STATE_REGISTER_URL, key: registerKey })
  : unconfiguredRegister;

export const stateRegister: StateRegister = {
  searchResidents: (text, kinds) => residentRegister.searchResidents(text, kinds),
  findLegal: (inn, kpp) => residentRegister.findLegal(inn, kpp),
  findIndividual: (inn) => residentRegister.findIndividual(inn),
  searchNonResidents: (text) => registryRepository.search('NONRESIDENT', text, 20),
  findNonResident: registryRepository.findNonResident,
  addNonResident: (record) => registryRepository.put([record]),
};

/**
 * Whether the stage's state register answers now (configured, reachable, latency): for the health check.
 * One call to the service without retries; never throws.
 */
export const registerStatus = (): Promise<RegisterStatusReport> => residentRegister.status();
