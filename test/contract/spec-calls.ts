import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The specification's call list (a copy travels with the repository: CI clones only the repository),
 * one row per call: method, path and the document naming it.
 */
export const SPEC_CALLS_PATH = fileURLToPath(new URL('./api-endpoints.tsv', import.meta.url));

export const specCalls = (): { method: string; path: string; doc: string }[] =>
  readFileSync(SPEC_CALLS_PATH, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [method = '', path = '', doc = ''] = line.split('\t');
      return { method, path, doc };
    });
