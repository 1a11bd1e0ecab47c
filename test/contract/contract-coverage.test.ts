import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointKey } from '@shared/api/contract';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import type { Route } from '../../functions/lib/route';
import { SPEC_CALLS_PATH, specCalls } from './spec-calls';

/**
 * The specification's call list is the contract's checklist. A copy of it travels with the repository
 * (CI clones only the repository); when the original is beside the checkout, the copy must equal it.
 */
const copyPath = SPEC_CALLS_PATH;
const originalPath = fileURLToPath(new URL('../../../shared/spec/api-endpoints.tsv', import.meta.url));

const rows = specCalls();

/** API Gateway needs one variable name per path level, so names may differ from the spec's: compare shapes. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');

const handlerModules = import.meta.glob<{ routes: Route[] }>('../../functions/*/handler.ts');

describe('API contract', () => {
  it('keeps its copy of the spec call list equal to the original', () => {
    if (!existsSync(originalPath)) return;
    expect(readFileSync(copyPath, 'utf8')).toBe(readFileSync(originalPath, 'utf8'));
  });

  it('has an entry for every row of api-endpoints.tsv', () => {
    const entries = new Set(ENDPOINTS.map((e) => endpointKey(e.method, shape(e.path))));
    const missing = rows.filter((r) => !entries.has(endpointKey(r.method, shape(r.path))));
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(90);
  });

  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => endpointKey(e.method, e.path))).size).toBe(ENDPOINTS.length);
  });

  it('uses one variable name per path level, as API Gateway requires', () => {
    const names = new Map<string, string>();
    for (const e of ENDPOINTS) {
      const segments = e.path.split('/');
      segments.forEach((segment, i) => {
        if (!segment.startsWith('{')) return;
        const parent = segments.slice(0, i).join('/');
        const known = names.get(parent);
        expect(known ?? segment, `${e.path}: ${segment} vs ${known}`).toBe(segment);
        names.set(parent, segment);
      });
    }
  });

  it('has a handler module for every function group, and every route is a contract entry of that group', async () => {
    const served = new Set<string>();
    for (const group of FUNCTION_GROUPS) {
      const load = handlerModules[`../../functions/${group}/handler.ts`];
      expect(load, `functions/${group}/handler.ts`).toBeDefined();
      const { routes } = await load!();
      for (const r of routes) {
        expect(r.endpoint.fn).toBe(group);
        expect(ENDPOINTS).toContain(r.endpoint);
        served.add(r.endpoint.id);
      }
    }
    console.log(
      `served: ${served.size} of ${ENDPOINTS.length} contract entries (${rows.length} rows in api-endpoints.tsv)`,
    );
    // Every call is served: a handler answers only its own routes (anything else is a 404).
    expect(ENDPOINTS.filter((e) => !served.has(e.id)).map((e) => e.id)).toEqual([]);
    // Importing every handler (and the SDK, PDF and XML libraries behind them) is seconds of module loading.
  }, 60_000);
});
