import { afterEach, describe, expect, it, vi } from 'vitest';

describe('logger', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** What the logger writes with the given LOG_LEVEL, at every level. */
  async function written(level: string): Promise<string> {
    vi.stubEnv('LOG_LEVEL', level);
    vi.resetModules();
    const { log } = await import('./logger');
    const lines: string[] = [];
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    for (const l of ['debug', 'info', 'warn', 'error'] as const) log(l, `a ${l} line`);
    vi.restoreAllMocks();
    return lines.join('');
  }

  it('writes nothing with LOG_LEVEL=silent, as the tests and the bench set it (lower case)', async () => {
    expect(await written('silent')).toBe('');
  });

  it('writes from the level LOG_LEVEL names, in any case, as JSON lines', async () => {
    const out = await written('warn');
    expect(out).not.toContain('a info line');
    expect(JSON.parse(out.split('\n')[0]!)).toMatchObject({ level: 'WARN', message: 'a warn line' });
    expect(out).toContain('a error line');
  });
});
