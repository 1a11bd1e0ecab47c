import { zipSync } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive, e.g. `pbiot_0001/Политика.pdf`. */
  path: string;
  bytes: Uint8Array;
}

/** `a.pdf`, `a (2).pdf`, `a (3).pdf`: two uploads with one name both survive unpacking. */
export function uniquePaths(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = (seen.get(path.toLowerCase()) ?? 0) + 1;
    seen.set(path.toLowerCase(), count);
    if (count === 1) return path;
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    return dot > slash + 1 ? `${path.slice(0, dot)} (${count})${path.slice(dot)}` : `${path} (${count})`;
  });
}

/** Characters Windows refuses in a file name become `_`. */
export const windowsSafeName = (name: string): string => name.replace(/[<>:"\\|?*]/g, '_');

/**
 * One archive of a package partition. fflate marks every entry whose name is not ASCII with the
 * UTF-8 flag (general purpose bit 11), so Windows Explorer and 7-Zip show Cyrillic names as they are
 * (package-zip.test.ts reads the flag back). Stored, not deflated: PDFs and scans are compressed already.
 */
export function buildZip(entries: readonly ZipEntry[]): Uint8Array {
  const paths = uniquePaths(entries.map((e) => e.path));
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  entries.forEach((entry, i) => {
    files[paths[i] as string] = [entry.bytes, { level: 0 }];
  });
  return zipSync(files);
}
