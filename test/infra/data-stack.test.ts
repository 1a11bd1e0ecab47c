import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { BUCKETS, GSI, S3_PREFIX, TABLES } from '@shared/resources';
import type { SupplierCabinet } from '../../infra/cdk/supplier-cabinet-app';
import { logicalIdOf, ofType, resourcesOf, synthesize, templateOf } from './support/synthesize';

const SITE = 'https://cabinet.example.org';
let cabinet: SupplierCabinet;
let data: Template;

beforeAll(() => {
  cabinet = synthesize('aws', { siteUrl: SITE });
  data = templateOf(cabinet.data);
});

const bucketProps = (key: keyof typeof BUCKETS): Record<string, unknown> =>
  resourcesOf(data)[logicalIdOf(cabinet.data.buckets[key])]?.Properties ?? {};

describe('data stack (aws profile)', () => {
  it('creates one on-demand table per definition with its keys and indexes, recoverable and encrypted', () => {
    const tables = ofType(data, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(Object.keys(TABLES).length);
    for (const definition of Object.values(TABLES)) {
      const props = resourcesOf(data)[logicalIdOf(cabinet.data.tables[definition.name])]?.Properties ?? {};
      expect(props, definition.name).toMatchObject({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
      });
      const indexes =
        (props.GlobalSecondaryIndexes as Array<{ IndexName: string; KeySchema: unknown }>) ?? [];
      expect(
        indexes.map((i) => i.IndexName),
        definition.name,
      ).toEqual([...definition.indexes]);
      for (const index of indexes) {
        const keys = GSI[index.IndexName as keyof typeof GSI];
        expect(index.KeySchema).toEqual([
          { AttributeName: keys.pk, KeyType: 'HASH' },
          { AttributeName: keys.sk, KeyType: 'RANGE' },
        ]);
      }
    }
  });

  it('keeps tables and data buckets when the stack is deleted', () => {
    for (const [id, resource] of Object.entries(resourcesOf(data))) {
      if (['AWS::DynamoDB::Table', 'AWS::S3::Bucket'].includes(resource.Type)) {
        expect((resource as { DeletionPolicy?: string }).DeletionPolicy, id).toBe('Retain');
      }
    }
  });

  it.each(Object.keys(BUCKETS) as Array<keyof typeof BUCKETS>)(
    '%s bucket: no public access, encrypted, versioned, access-logged, TLS only',
    (key) => {
      expect(bucketProps(key)).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: expect.objectContaining({ LogFilePrefix: `${key}/` }),
      });
      data.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalIdOf(cabinet.data.buckets[key]) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    },
  );

  it.each(Object.keys(BUCKETS) as Array<keyof typeof BUCKETS>)(
    '%s bucket: the site may POST uploads and GET downloads; quarantine expires after a day',
    (key) => {
      const props = bucketProps(key);
      expect(props.CorsConfiguration).toEqual({
        CorsRules: [
          expect.objectContaining({
            AllowedOrigins: [SITE],
            AllowedMethods: expect.arrayContaining(['POST', 'GET']),
          }),
        ],
      });
      const rules = (props.LifecycleConfiguration as { Rules: Array<Record<string, unknown>> }).Rules;
      expect(rules).toContainEqual(
        expect.objectContaining({ Prefix: S3_PREFIX.quarantine, ExpirationInDays: 1, Status: 'Enabled' }),
      );
    },
  );
});
