import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The preflight of `npm start` and `npm test` (prestart, pretest): on a Node older than 22 a newcomer reads one
 * line saying what to install, and the command stops before anything else loads.
 */
const SCRIPT = fileURLToPath(new URL('./check-node.mjs', import.meta.url));
const run = promisify(execFile);

/** The preflight under this Node, told it is `version` (as an old Node would report itself). */
async function preflightAs(version: string | null) {
  const pretend =
    version === null
      ? []
      : [
          '--import',
          `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`,
        ];
  try {
    const { stdout, stderr } = await run(process.execPath, [...pretend, SCRIPT]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

describe('the Node version preflight', () => {
  it('stops a newcomer on Node 20 with one line saying what to do', async () => {
    const { code, stdout, stderr } = await preflightAs('20.20.2');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'Supplier Cabinet needs Node.js 22 or later (AWS Lambda runs it on nodejs22.x); this is Node 20.20.2. ' +
        'Install Node 22 (e.g. `nvm install`, which reads .nvmrc) and run the command again.\n',
    );
  });

  it('lets Node 22 and later through silently', async () => {
    for (const version of ['22.0.0', '24.3.1'])
      expect(await preflightAs(version)).toMatchObject({ code: 0, stderr: '' });
  });
});
