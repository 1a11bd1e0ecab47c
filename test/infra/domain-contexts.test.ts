import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/cdk/bundling';

/**
 * Dependencies between the bounded contexts of functions/domain run one way: a context that must follow
 * another's changes subscribes to its event (functions/lib/domain-events.ts) instead of being called by
 * it. The demo seeds (seed.ts), which compose several contexts on purpose, and tests are left out.
 */
const DOMAIN = join(REPO_ROOT, 'functions', 'domain');
const contexts = readdirSync(DOMAIN, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.ts$/.test(entry.name) && !/(\.test|\.fixture)\.ts$|^seed\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** context → the other contexts it imports (type-only imports included: they couple the models too). */
function contextGraph(): Map<string, Set<string>> {
  const graph = new Map(contexts.map((c) => [c, new Set<string>()]));
  for (const context of contexts) {
    for (const file of sourcesOf(join(DOMAIN, context))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const [target] = relative(DOMAIN, resolve(dirname(file), specifier as string)).split('/');
        if (target && target !== context && graph.has(target)) graph.get(context)?.add(target);
      }
    }
  }
  return graph;
}

/** The groups of contexts that depend on each other in a circle (Tarjan's strongly connected components). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.push(w);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * Cycles older than this test, each to be cut as accounts ↔ admin was (issue 20): e.g. profiles calls
 * admin's indexUser after a registration (communication left the cycle when the outbox moved to the
 * notifications context; banks when the countries' names moved to dictionaries and its texts to banks),
 * registry and relationships call each other. A new context joining a cycle, or a new cycle, fails the test; so does
 * cutting one without removing it here, so the list only shrinks.
 */
const KNOWN_CYCLES = [['admin', 'documents', 'profiles', 'registry', 'relationships']];

describe('dependencies between domain contexts', () => {
  it('form no cycle beyond the known ones', () => {
    expect(cycles(contextGraph())).toEqual(KNOWN_CYCLES);
  });

  it('run one way between accounts and admin: admin follows accounts by its event', () => {
    const graph = contextGraph();
    expect(graph.get('admin')).toContain('accounts');
    expect(graph.get('accounts')).toEqual(new Set());
  });

  it('are found when a context imports back', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
