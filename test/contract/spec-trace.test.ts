import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specCalls } from './spec-calls';

/**
 * docs/spec-trace.md records, requirement by requirement, where the specification holds and what shows it.
 * These checks keep it true as the code moves: the files it names exist, every call of the specification
 * has a row, statuses are the four of its legend, and the summary at its top is counted, not typed.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const trace = readFileSync(`${root}docs/spec-trace.md`, 'utf8');
const calls = specCalls();

const STATUSES = ['done', 'partial', 'deliberate', 'left'] as const;
type Status = (typeof STATUSES)[number];
const DOCS = ['01', '02', '03'] as const;

interface Row {
  id: string;
  requirement: string;
  status: string;
  /** The status cell as written: a partial or deliberate row says there what is missing, or why. */
  statusCell: string;
  implementation: string;
  test: string;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The requirement rows: a table line whose first cell is an id such as 01-2.5-03 (2P: the PBIOT part of 03 §2). */
const rows: Row[] = trace
  .split('\n')
  .filter((line) => /^\|\s*0[123]-[0-9.P]+-\d{2}\s*\|/.test(line))
  .map((line) => {
    const [id = '', requirement = '', status = '', implementation = '', test = ''] = cells(line);
    const word = status.replace(/\*/g, '').split(/[\s:(]/)[0] ?? '';
    return { id, requirement, status: word, statusCell: status, implementation, test };
  });

/** Paths named in a cell: the text of each `code span`, less an optional #symbol, that looks like a file. */
const pathsIn = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((p) => /^[\w.-]+\/[\w./-]+\.[a-z]+$/.test(p));

/** The summary table: | document | done | partial | deliberate | left | total |. */
const summary = new Map(
  trace
    .split('\n')
    .filter((line) => /^\|\s*(01|02|03|total)\b/.test(line))
    .map((line) => {
      const [name = '', ...counts] = cells(line);
      return [name.split(/\s/)[0] ?? '', counts.map(Number)] as const;
    }),
);

const count = (selected: Row[]) => [
  ...STATUSES.map((s) => selected.filter((r) => r.status === s).length),
  selected.length,
];

describe('docs/spec-trace.md', () => {
  it('has a few hundred rows with unique ids', () => {
    expect(rows.length).toBeGreaterThan(200);
    const ids = rows.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every row one of the four statuses', () => {
    const odd = rows.filter((r) => !STATUSES.includes(r.status as Status)).map((r) => `${r.id}: ${r.status}`);
    expect(odd).toEqual([]);
  });

  it('says what is missing of a partial or left row, and why a deliberate row differs', () => {
    const bare = rows
      .filter((r) => ['partial', 'deliberate', 'left'].includes(r.status))
      .filter((r) => r.statusCell.replace(/\*/g, '').trim().length < r.status.length + 6)
      .map((r) => r.id);
    expect(bare).toEqual([]);
  });

  it('names only files that exist, and a file for every done row', () => {
    const named = rows.flatMap((r) => [...pathsIn(r.implementation), ...pathsIn(r.test)]);
    expect(named.length).toBeGreaterThan(rows.length);
    const missing = rows.flatMap((r) =>
      [...pathsIn(r.implementation), ...pathsIn(r.test)]
        .filter((p) => !existsSync(`${root}${p}`))
        .map((p) => `${r.id}: ${p}`),
    );
    expect(missing).toEqual([]);
    const unshown = rows.filter((r) => r.status === 'done' && pathsIn(r.implementation).length === 0);
    expect(unshown.map((r) => r.id)).toEqual([]);
  });

  it('has a row for every call of the specification (method and path)', () => {
    const text = rows.map((r) => r.requirement).join('\n');
    const absent = calls
      .filter(
        ({ method, path }) =>
          !new RegExp(`\\b${method} ${path.replace(/[{}]/g, '\\$&')}(?![\\w/{-])`).test(text),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(absent).toEqual([]);
  });

  it('states in its summary the counts its rows give, per document and in total', () => {
    for (const doc of DOCS) {
      expect(summary.get(doc), `summary of ${doc}`).toEqual(
        count(rows.filter((r) => r.id.startsWith(`${doc}-`))),
      );
    }
    expect(summary.get('total'), 'summary total').toEqual(count(rows));
  });
});
