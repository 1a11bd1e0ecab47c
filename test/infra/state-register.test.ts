import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS } from '@shared/api/endpoint';
import {
  logicalIdOf,
  resourcesOf,
  synthesize,
  templateWithNested,
  unsuppressedNagErrors,
} from './support/synthesize';

/** The state register of a stage: its address and its key's secret from CDK context, read by the functions. */
const URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';
const SECRET = 'supplier-cabinet/dadata';

describe('the state register of an AWS stage', () => {
  const stage = synthesize('aws', {
    siteUrl: 'https://cabinet.example.org',
    stateRegisterUrl: URL,
    stateRegisterSecretName: SECRET,
  });
  const template = templateWithNested(stage.api);
  const resources = resourcesOf(template);
  const variables = (fn: Parameters<typeof logicalIdOf>[0]) =>
    ((
      resources[logicalIdOf(fn)]?.Properties?.Environment as
        { Variables?: Record<string, unknown> } | undefined
    )?.Variables ?? {}) as Record<string, unknown>;

  it('gives every function of the API and the risk-recomputing jobs the register’s address and secret name', () => {
    for (const group of FUNCTION_GROUPS) {
      expect(variables(stage.api.functions[group]), group).toMatchObject({
        STATE_REGISTER_URL: URL,
        STATE_REGISTER_SECRET_NAME: SECRET,
      });
    }
    expect(variables(stage.api.retentionJob.fn)).toMatchObject({ STATE_REGISTER_SECRET_NAME: SECRET });
    // Never the key itself.
    expect(JSON.stringify(template.toJSON())).not.toMatch(/STATE_REGISTER_KEY/);
  });

  it('lets the registration function read that secret, and only read it', () => {
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const reads = policies.filter((p) => JSON.stringify(p.Properties).includes(`secret:${SECRET}-??????`));
    expect(reads.length).toBeGreaterThanOrEqual(FUNCTION_GROUPS.length);
    for (const policy of reads) {
      const statements = (
        policy.Properties?.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }
      ).Statement;
      const onSecret = statements.filter((s) => JSON.stringify(s.Resource).includes(SECRET));
      for (const s of onSecret)
        expect([s.Action].flat().sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
    }
    expect(unsuppressedNagErrors(stage.api)).toEqual([]);
  });

  it('leaves a stage without a register without the variables (the functions then say it is unavailable)', () => {
    const bare = synthesize('aws', { siteUrl: 'https://cabinet.example.org' });
    const bareResources = resourcesOf(templateWithNested(bare.api));
    const vars = ((
      bareResources[logicalIdOf(bare.api.functions.registration)]?.Properties?.Environment as {
        Variables?: Record<string, unknown>;
      }
    )?.Variables ?? {}) as Record<string, unknown>;
    expect(vars.STATE_REGISTER_URL).toBeUndefined();
  });
});
