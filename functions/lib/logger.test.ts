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

  it('writes lines a developer scans in Powertools’ dev mode (npm start), an error’s stack under its line', async () => {
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.resetModules();
    const { log, logger } = await import('./logger');
    const lines: string[] = [];
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    log('info', 'request failed', { status: 400, path: '/api/files', code: 'VALIDATION_FAILED' });
    logger.error('unhandled error', { error: new Error('table exploded') });
    vi.restoreAllMocks();
    const [first, second] = lines;
    expect(first).toMatch(
      /^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}request failed status=400 path=\/api\/files code=VALIDATION_FAILED\n$/,
    );
    expect(second).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} ERROR unhandled error\nError: table exploded\n\s+at /);
  });

  it('keeps metrics out of the console in dev mode, and writes them as EMF JSON otherwise', async () => {
    const emitted = async (dev: boolean) => {
      vi.stubEnv('POWERTOOLS_DEV', dev ? 'true' : 'false');
      // The tests' own switch (test/vitest.config.ts) would decide before dev mode does.
      vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
      vi.resetModules();
      const { count } = await import('./metrics');
      const { BUSINESS_METRICS } = await import('./business-metrics');
      const lines: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
      // Powertools' dev mode writes through the global console.
      vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
      count(BUSINESS_METRICS.documentDecided, { decision: 'ACCEPT' });
      vi.restoreAllMocks();
      return lines.join('');
    };
    expect(await emitted(true)).toBe('');
    expect(JSON.parse(await emitted(false))).toMatchObject({ _aws: { CloudWatchMetrics: [{}] } });
  });
});
