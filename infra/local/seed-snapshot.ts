import { createHash } from 'node:crypto';
import { cp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The seeded state (tables, objects, users, ids) copied aside once, so that the next fresh start
 * (`npm start -- --reset`, a browser run) restores it in milliseconds instead of seeding for seconds.
 * Its key is a hash of the code that shapes the data (the domain code and its seeds, the shared
 * resources and constants, this folder) and of the day: the seeds date their data from today
 * ("last year's" reports, notifications of this morning), so a snapshot serves one day at most.
 */
export interface SeedSnapshots {
  /** The folder that keeps the snapshots, one sub-folder per key. */
  dir: string;
  key: string;
}

/** What the seeded data depends on, below the repository's root. */
const SOURCES = ['functions', 'shared', join('infra', 'local'), 'package.json'];
const isSource = (path: string) => !/\.test\.tsx?$/.test(path);

async function sourceFiles(root: string, path: string): Promise<string[]> {
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // A file (package.json) is a source itself; a folder that is not there holds none.
      if (error.code === 'ENOTDIR') return path;
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  if (typeof entries === 'string') return [entries];
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? sourceFiles(root, join(path, e.name)) : Promise.resolve([join(path, e.name)]),
    ),
  );
  return nested.flat();
}

/** The key of today's snapshot for the code as it is now. */
export async function seedSnapshotKey(root: string, today: Date): Promise<string> {
  const files = (await Promise.all(SOURCES.map((s) => sourceFiles(root, s)))).flat().filter(isSource).sort();
  const hash = createHash('sha256');
  for (const [file, bytes] of await Promise.all(
    files.map(async (f) => [f, await readFile(join(root, f))] as const),
  )) {
    hash.update(file).update('\0').update(bytes).update('\0');
  }
  return `${today.toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`;
}

/** Copies the snapshot into an empty state folder; false when there is none for this key. */
export async function restoreSeedSnapshot({ dir, key }: SeedSnapshots, stateDir: string): Promise<boolean> {
  const snapshot = join(dir, key);
  // A snapshot is renamed into place whole (saveSeedSnapshot), so its stack.json says it is complete.
  const complete = await readFile(join(snapshot, 'stack.json')).then(
    () => true,
    () => false,
  );
  if (!complete || (await readdir(stateDir)).length > 0) return false;
  await cp(snapshot, stateDir, { recursive: true });
  return true;
}

/**
 * Copies a freshly seeded state folder aside (its emulators at rest: the caller stops the one that
 * keeps files open) and drops the snapshots of other keys. Two stacks seeding at once both copy; the
 * first rename wins.
 */
export async function saveSeedSnapshot({ dir, key }: SeedSnapshots, stateDir: string): Promise<void> {
  const partial = join(dir, `${key}.partial-${process.pid}`);
  await cp(stateDir, partial, { recursive: true });
  try {
    await rename(partial, join(dir, key));
  } catch {
    await rm(partial, { recursive: true, force: true });
    return;
  }
  const others = (await readdir(dir)).filter((name) => name !== key && !name.includes('.partial-'));
  await Promise.all(others.map((name) => rm(join(dir, name), { recursive: true, force: true })));
}
