import { crc32 } from 'node:zlib';
import { zipSync, type ZipOptions } from 'fflate';

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

/** APPNOTE 4.4.2.2: the host system is Unix, whose names Info-ZIP takes as they are. */
const UNIX = 3;
/** A regular file readable by all (rw-r--r--), in the upper half of the external attributes, as Unix hosts keep it. */
const REGULAR_FILE = 0o100644 << 16;
/** The Info-ZIP Unicode Path extra field (APPNOTE 4.6.9). */
const UNICODE_PATH = 0x7075;

/** Version 1, the CRC-32 of the header's name field, then the UTF-8 name: unzip tools prefer this name. */
function unicodePath(path: string): Uint8Array {
  const name = Buffer.from(path, 'utf8');
  const field = Buffer.alloc(5 + name.length);
  field.writeUInt8(1, 0);
  field.writeUInt32LE(crc32(name), 1);
  name.copy(field, 5);
  return field;
}

/**
 * One archive of a package partition, whose Cyrillic names every common unzip tool lists as they are.
 * fflate marks names that are not ASCII with the UTF-8 flag (general purpose bit 11), which Windows
 * Explorer, 7-Zip and macOS follow; Info-ZIP's unzip (Debian's) ignores the flag for an entry made on
 * MS-DOS, fflate's default host, and converts the name from an OEM code page, so each entry declares a
 * Unix host and carries the Unicode Path extra field too. package-zip.test.ts lists an archive with
 * `unzip -l`. Stored, not deflated: PDFs and scans are compressed already.
 */
export function buildZip(entries: readonly ZipEntry[]): Uint8Array {
  const paths = uniquePaths(entries.map((e) => e.path));
  const files: Record<string, [Uint8Array, ZipOptions]> = {};
  entries.forEach((entry, i) => {
    const path = paths[i] as string;
    files[path] = [
      entry.bytes,
      { level: 0, os: UNIX, attrs: REGULAR_FILE, extra: { [UNICODE_PATH]: unicodePath(path) } },
    ];
  });
  return zipSync(files);
}
