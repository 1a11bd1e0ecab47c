import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { S3_PREFIX, TABLES } from '@shared/resources';
import { referenceDataVersion } from '../../functions/domain/reference-data/version';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { ofType, render, synthesize, templateWithNested } from './support/synthesize';

/**
 * A deployed stage gets what the local seed gives the local one: the shipped reference data, loaded by a
 * custom resource on each deploy that changes it, and the user manuals in the documents bucket.
 */
let cabinet: SupplierCabinet;
let api: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: 'https://cabinet.example.org' });
  api = templateWithNested(cabinet.api);
});

const loaderOf = (template: Template) => {
  const loaders = ofType(template, 'AWS::Lambda::Function').filter(([, p]) =>
    String(p.Description).includes('reference data'),
  );
  expect(loaders).toHaveLength(1);
  return loaders[0]!;
};

describe('the reference data on deploy', () => {
  it('is a custom resource carrying the shipped data’s version, served by the loader function', () => {
    const resources = ofType(api, 'Custom::ReferenceData');
    expect(resources).toHaveLength(1);
    const [, properties] = resources[0]!;
    expect(properties.version).toBe(referenceDataVersion());
    // The provider framework's function calls the loader.
    const [loaderId, loader] = loaderOf(api);
    const frameworks = ofType(api, 'AWS::Lambda::Function').filter(([id]) =>
      render(properties.ServiceToken).includes(id),
    );
    expect(frameworks).toHaveLength(1);
    const frameworkEnv = (frameworks[0]![1].Environment as { Variables: Record<string, unknown> }).Variables;
    expect(render(frameworkEnv.USER_ON_EVENT_FUNCTION_ARN)).toContain(loaderId);
    const env = (loader.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env[TABLES.reference.envVar]).toBeDefined();
  });

  it('tells the administrators’ function which version this release ships, for the health view', () => {
    const admin = ofType(api, 'AWS::Lambda::Function').find(([, p]) =>
      String(p.Description).includes('of the admin group'),
    );
    const env = (admin?.[1].Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.REFERENCE_DATA_VERSION).toBe(referenceDataVersion());
  });

  it('lets the loader write the reference and communication tables, and nothing else', () => {
    const [loaderId, loader] = loaderOf(api);
    const role = render(loader.Role);
    const policies = ofType(api, 'AWS::IAM::Policy').filter(([, p]) =>
      (p.Roles as unknown[]).some((r) => role.includes(render(r).replace(/^\{Ref:|\}$/g, ''))),
    );
    const statements = policies.flatMap(
      ([, p]) => (p.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement,
    );
    const writes = statements.filter((s) => render(s.Action).includes('dynamodb:BatchWriteItem'));
    expect(writes.length, loaderId).toBeGreaterThan(0);
    const tables = writes
      .flatMap((s) => render(s.Resource).split(','))
      .map((arn) => /Table(\w+?)[0-9A-F]{8}/.exec(arn)?.[1])
      .filter((name) => name !== undefined);
    expect([...new Set(tables)].sort(), render(writes.map((s) => s.Resource))).toEqual([
      'communication',
      'reference',
    ]);
    expect(statements.some((s) => render(s.Action).includes('s3:'))).toBe(false);
  });

  it('copies the user manuals into the documents bucket’s public prefix and deletes nothing there', () => {
    const copies = ofType(api, 'Custom::CDKBucketDeployment');
    expect(copies).toHaveLength(1);
    const [, copy] = copies[0]!;
    expect(copy).toMatchObject({
      DestinationBucketKeyPrefix: S3_PREFIX.public,
      Prune: false,
      RetainOnDelete: true,
    });
    expect(render(copy.DestinationBucketName)).toMatch(/Bucketdocuments/);
  });
});
