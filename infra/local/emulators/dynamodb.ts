import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { close, listen, urlOf, type RunningServer } from '../http-server';

interface DynaliteOptions {
  path: string;
  createTableMs: number;
  deleteTableMs: number;
  updateTableMs: number;
}

// dynalite ships no types; its factory returns a plain node:http server.
const dynalite = createRequire(import.meta.url)('dynalite') as (options: DynaliteOptions) => Server;

/** DynamoDB (dynalite) in this process, persisted as LevelDB under `directory`. */
export async function startDynamodb(directory: string, host: string, port: number): Promise<RunningServer> {
  // Tables are ACTIVE at once: nothing waits for a CREATING table.
  const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const bound = await listen(server, port, host);
  return { url: urlOf(host, bound), stop: () => close(server) };
}
