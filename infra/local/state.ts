import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmulatorUrls } from './clients';
import type { PoolIds } from './provision';

/** What survives a restart besides the emulators' own data: the pool's ids and whether demo data exists. */
export interface StackState {
  pool?: PoolIds;
  seededAt?: string;
  /** The key that signs registration links locally (AWS keeps its own in Secrets Manager); made on the first start. */
  linkSecret?: string;
  /** The last start's addresses (`npm run jobs` works on the running stack through them). */
  running?: {
    urls: EmulatorUrls;
    region: string;
    siteUrl: string;
    showPbiot: boolean;
    /** The state register emulator's API (its port is free-chosen unless --register-port pins it). */
    registerUrl: string;
    pid: number;
  };
}

const stateFile = (dir: string) => join(dir, 'stack.json');

export async function readState(dir: string): Promise<StackState> {
  try {
    return JSON.parse(await readFile(stateFile(dir), 'utf8')) as StackState;
  } catch {
    return {};
  }
}

export async function writeState(dir: string, state: StackState): Promise<void> {
  await writeFile(stateFile(dir), `${JSON.stringify(state, null, 2)}\n`);
}

/** Creates the state folder; `reset` first wipes it (tables, objects, users, ids). */
export async function prepareState(dir: string, reset: boolean): Promise<void> {
  if (reset) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
