import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreSeedSnapshot, saveSeedSnapshot, seedSnapshotKey } from './seed-snapshot';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-snapshot-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const today = new Date('2026-11-24T09:00:00Z');

async function repository(seed: string) {
  const root = join(dir, 'repo');
  await mkdir(join(root, 'functions', 'domain', 'accounts'), { recursive: true });
  await writeFile(join(root, 'functions', 'domain', 'accounts', 'seed.ts'), seed);
  await writeFile(join(root, 'functions', 'domain', 'accounts', 'seed.test.ts'), 'a test');
  return root;
}

async function seededState(name: string) {
  const state = join(dir, name);
  await mkdir(join(state, 'dynamo'), { recursive: true });
  await writeFile(join(state, 'dynamo', '000001.log'), 'tables');
  await writeFile(join(state, 'stack.json'), '{"seededAt":"2026-11-24T09:00:00Z"}');
  return state;
}

describe('snapshots of the seeded state', () => {
  it('are keyed by the code that seeds and by the day, not by tests', async () => {
    const root = await repository('export const seed = 1;');
    const key = await seedSnapshotKey(root, today);
    expect(key).toMatch(/^2026-11-24-[0-9a-f]{16}$/);
    expect(await seedSnapshotKey(root, new Date('2026-11-24T23:00:00Z'))).toBe(key);
    expect(await seedSnapshotKey(root, new Date('2026-11-25T09:00:00Z'))).not.toBe(key);
    await writeFile(join(root, 'functions', 'domain', 'accounts', 'seed.test.ts'), 'another test');
    expect(await seedSnapshotKey(root, today)).toBe(key);
    await writeFile(join(root, 'functions', 'domain', 'accounts', 'seed.ts'), 'export const seed = 2;');
    expect(await seedSnapshotKey(root, today)).not.toBe(key);
  });

  it('restore what was saved into an empty state, and replace the snapshots of other keys', async () => {
    const snapshots = { dir: join(dir, 'snapshots'), key: 'today' };
    await saveSeedSnapshot({ ...snapshots, key: 'yesterday' }, await seededState('old'));
    await saveSeedSnapshot(snapshots, await seededState('seeded'));
    expect(await readdir(snapshots.dir)).toEqual(['today']);

    const fresh = join(dir, 'fresh');
    await mkdir(fresh);
    expect(await restoreSeedSnapshot(snapshots, fresh)).toBe(true);
    expect(await readFile(join(fresh, 'dynamo', '000001.log'), 'utf8')).toBe('tables');
  });

  it('leave a state that has data alone, and restore nothing without a snapshot', async () => {
    const snapshots = { dir: join(dir, 'snapshots'), key: 'today' };
    const used = await seededState('used');
    expect(await restoreSeedSnapshot(snapshots, used)).toBe(false);
    await saveSeedSnapshot(snapshots, await seededState('seeded'));
    await writeFile(join(used, 'stack.json'), '{}');
    expect(await restoreSeedSnapshot(snapshots, used)).toBe(false);
    expect(await readFile(join(used, 'stack.json'), 'utf8')).toBe('{}');
  });
});
