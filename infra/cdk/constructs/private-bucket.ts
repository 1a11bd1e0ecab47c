import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  readonly retain: boolean;
  /** Where S3 writes this bucket's server access logs; none for the logs bucket itself. */
  readonly accessLogs?: { readonly bucket: s3.IBucket; readonly prefix: string };
  readonly versioned?: boolean;
  readonly cors?: s3.CorsRule[];
  readonly lifecycleRules?: s3.LifecycleRule[];
}

/** A bucket nobody reaches without credentials or a presigned URL: no public access, TLS only, encrypted. */
export class PrivateBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: props.versioned ?? false,
      cors: props.cors,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(props.lifecycleRules ?? []),
      ],
      serverAccessLogsBucket: props.accessLogs?.bucket,
      serverAccessLogsPrefix: props.accessLogs?.prefix,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
