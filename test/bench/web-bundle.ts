import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunks a first page load needs: the entry and, transitively, what it imports statically. */
export function initialChunks(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

/**
 * Gzipped bytes of the JavaScript the SPA's first page load needs (entry chunk plus its static
 * imports, per the Vite manifest). Builds web/dist first when it is missing.
 */
export async function initialJsGzipBytes(options: { build?: boolean } = {}): Promise<number> {
  if (options.build || !existsSync(manifestPath)) {
    execFileSync('npx', ['vite', 'build', '-c', 'web/vite.config.ts', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  return initialChunks(manifest).reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const bytes = await initialJsGzipBytes();
  for (const file of initialChunks(manifest)) {
    console.log(
      `${(gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024).toFixed(1).padStart(7)} KB  ${file}`,
    );
  }
  console.log(`initial JS (gzip): ${(bytes / 1024).toFixed(1)} KB`);
}
