import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, uniquePaths, windowsSafeName } from './package-zip';

const flagsOf = (zip: Uint8Array) => {
  const buffer = Buffer.from(zip);
  const local = buffer.readUInt16LE(6);
  const central = buffer.readUInt16LE(buffer.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 8);
  return { local, central };
};

describe('package zip', () => {
  it('sets the UTF-8 name flag (bit 11) so Windows shows Cyrillic names, and unpacks to the same bytes', () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const zip = buildZip([{ path: 'pbiot_0001/Политика ПБ.pdf', bytes }]);
    const { local, central } = flagsOf(zip);
    expect(local & 0x800).toBe(0x800);
    expect(central & 0x800).toBe(0x800);
    const unpacked = unzipSync(zip);
    expect(Object.keys(unpacked)).toEqual(['pbiot_0001/Политика ПБ.pdf']);
    expect([...(unpacked['pbiot_0001/Политика ПБ.pdf'] ?? [])]).toEqual([...bytes]);
  });

  it('lists Cyrillic names intact in Info-ZIP unzip (Debian), which ignores the flag of an MS-DOS entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'package-zip-'));
    try {
      const archive = join(dir, 'Анкета.zip');
      const pdf = new Uint8Array([37, 80, 68, 70]);
      writeFileSync(
        archive,
        buildZip([
          { path: 'Анкета.pdf', bytes: pdf },
          { path: 'pbiot_0001/Политика ПБ.pdf', bytes: pdf },
        ]),
      );
      const listing = execFileSync('/usr/bin/unzip', ['-l', archive], {
        encoding: 'utf8',
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      });
      expect(listing).toContain(' Анкета.pdf\n');
      expect(listing).toContain(' pbiot_0001/Политика ПБ.pdf\n');
      // The bytes come out under that name too.
      const extracted = execFileSync('/usr/bin/unzip', ['-p', archive, 'Анкета.pdf']);
      expect([...extracted]).toEqual([...pdf]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps two files of one name apart', () => {
    expect(uniquePaths(['a/x.pdf', 'a/X.pdf', 'a/x.pdf', 'b/x'])).toEqual([
      'a/x.pdf',
      'a/X (2).pdf',
      'a/x (3).pdf',
      'b/x',
    ]);
  });

  it('replaces characters Windows refuses', () => {
    expect(windowsSafeName('a:b?c*.pdf')).toBe('a_b_c_.pdf');
  });
});
