import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZER_ENTRY,
  FILES_SWEEP_JOB_ENTRY,
  PRE_TOKEN_GENERATION_ENTRY,
  functionCode,
  functionEntry,
} from '../../infra/cdk/bundling';

const outdir = mkdtempSync(join(tmpdir(), 'supplier-cabinet-function-code-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Bundles each entry as `cdk synth` does, in one app, and answers each function's asset directory. */
function assetsOf(entries: readonly string[]): string[] {
  const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
  const stack = new Stack(app, 'Code');
  const functions = entries.map(
    (entry, i) =>
      new LambdaFunction(stack, `Fn${i}`, {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: functionCode(entry, { tokenCheckInFunction: false, pdfFonts: false, packages: [] }),
      }),
  );
  app.synth();
  return functions.map((fn) =>
    join(outdir, (fn.node.defaultChild as CfnFunction).getMetadata('aws:asset:path') as string),
  );
}

describe('function code (cdk synth)', () => {
  // CDK caches a bundling by source folder: two functions of one folder once shared the first's bundle,
  // so the files sweep job would have run the files API and the authorizer the Cognito trigger.
  it('bundles each entry of one folder on its own: a job is not its group, the authorizer not its trigger', () => {
    const [files, sweep, authorizer, trigger] = assetsOf([
      functionEntry('files'),
      FILES_SWEEP_JOB_ENTRY,
      AUTHORIZER_ENTRY,
      PRE_TOKEN_GENERATION_ENTRY,
    ]);
    expect(new Set([files, sweep, authorizer, trigger]).size).toBe(4);
    const code = (dir: string | undefined) => readFileSync(join(dir!, 'index.mjs'), 'utf8');
    expect(code(sweep)).not.toEqual(code(files));
    // The trigger asks Cognito whether the user has TOTP; the authorizer never does.
    expect(code(trigger)).toContain('AdminGetUser');
    expect(code(authorizer)).not.toContain('AdminGetUser');
  }, 120_000);
});
