import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import {
  BUCKETS,
  GSI,
  KEY,
  PENDING_UPLOAD_DAYS,
  S3_PREFIX,
  TABLES,
  type BucketKey,
  type TableKey,
} from '@shared/resources';
import type { DeployConfig } from '../config';
import { LOCAL_SITE_URL } from '../config';
import { PrivateBucket } from '../constructs/private-bucket';

export interface DataStackProps extends StackProps {
  readonly config: DeployConfig;
}

const keyAttribute = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** The tables and buckets of shared/resources.ts, as the local stack creates them on the emulators. */
export class DataStack extends Stack {
  readonly tables: Record<TableKey, dynamodb.Table>;
  readonly buckets: Record<BucketKey, s3.Bucket>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.tables = mapValues(TABLES, (definition) => {
      const table = new dynamodb.Table(this, `Table-${definition.name}`, {
        partitionKey: keyAttribute(KEY.pk),
        sortKey: keyAttribute(KEY.sk),
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        deletionProtection: config.retainData,
        removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        timeToLiveAttribute: 'ttlAttribute' in definition ? definition.ttlAttribute : undefined,
      });
      for (const index of definition.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index,
          partitionKey: keyAttribute(GSI[index].pk),
          sortKey: keyAttribute(GSI[index].sk),
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      return table;
    });

    const logs = config.accessLogs ? this.accessLogsBucket(config) : undefined;
    // Without a site URL the deployed SPA's origin is not known yet (see infra/cdk/README.md).
    const origins = config.siteUrlGiven ? [config.siteUrl] : [LOCAL_SITE_URL];

    this.buckets = mapValues(
      BUCKETS,
      (definition) =>
        new PrivateBucket(this, `Bucket-${definition.name}`, {
          retain: config.retainData,
          versioned: true,
          accessLogs: logs && { bucket: logs, prefix: `${definition.name}/` },
          cors: [
            {
              // POST: the browser uploads straight to S3 with a presigned POST; GET: presigned downloads.
              allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
              allowedOrigins: origins,
              allowedHeaders: ['*'],
              exposedHeaders: ['ETag'],
              maxAge: 3600,
            },
          ],
          lifecycleRules: [
            {
              // Uploads the server never accepted (wrong type, abandoned form) do not linger.
              id: 'expire-quarantine',
              prefix: S3_PREFIX.quarantine,
              expiration: Duration.days(PENDING_UPLOAD_DAYS),
              noncurrentVersionExpiration: Duration.days(1),
            },
            { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) },
          ],
        }),
    );
    if (!logs) {
      for (const bucket of Object.values<s3.Bucket>(this.buckets)) {
        NagSuppressions.addResourceSuppressions(bucket, [
          {
            id: 'AwsSolutions-S1',
            reason: 'Access logs are turned off (-c accessLogs=false), as in LocalStack.',
          },
        ]);
      }
    }
  }

  private accessLogsBucket(config: DeployConfig): s3.Bucket {
    const bucket = new PrivateBucket(this, 'AccessLogs', {
      retain: config.retainData,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });
    NagSuppressions.addResourceSuppressions(bucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access logs bucket; logging it into itself would loop.' },
    ]);
    return bucket;
  }
}

function mapValues<K extends string, V, R>(record: Record<K, V>, fn: (value: V) => R): Record<K, R> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V)])) as Record<
    K,
    R
  >;
}
