import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { relative } from 'node:path';
import { LAMBDA_RUNTIME, PDF_FONT_ENVIRONMENT, REPO_ROOT, functionCode } from '../bundling';
import type { Tracing } from '../config';

export interface ApiFunctionProps {
  /** The TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  /** False only in tests: a stub replaces the esbuild bundle so synthesis takes seconds. */
  readonly bundle: boolean;
  /** X-Ray tracing (AWS only: see DeployConfig.tracing). */
  readonly tracing: Tracing;
  /** The function renders PDFs: the fonts go into its bundle and PDF_FONT_DIR points at them. */
  readonly rendersPdf?: boolean;
  /** Packages loaded from node_modules beside the bundle (bundling.ts, RUNTIME_PACKAGES). */
  readonly runtimePackages?: readonly string[];
  /** The LocalStack profile: the function checks tokens itself (functions/lib/token-verifier.ts). */
  readonly tokenCheckInFunction?: boolean;
  /** A queue worker that may run longer than a request (default 10 s) and hold more (default 512 MB). */
  readonly timeout?: Duration;
  readonly memorySize?: number;
}

/** Tests synthesize the stacks many times; bundling 18 functions each time would only slow them down. */
const UNBUNDLED_STUB =
  "exports.handler = async () => { throw new Error('synthesized with -c bundle=false'); };";

/** Share of calls that log at DEBUG whatever LOG_LEVEL says (Powertools' sampling): 1 call in 100. */
export const DEBUG_LOG_SAMPLE_RATE = '0.01';

/** The `service` of a function's log lines: `pbiot` for functions/pbiot/handler.ts, `tenders-job` for its job. */
export const serviceNameOf = (entry: string): string =>
  relative(`${REPO_ROOT}functions`, entry)
    .replace(/\.ts$/, '')
    .replace(/\/handler$/, '')
    .replaceAll('/', '-');

/**
 * Powertools' settings (functions/lib/logger.ts, tracing.ts): the service on every log line, the
 * debug sampling, and the tracer where the deployment asks for SDK traces (it is never loaded otherwise).
 */
const powertoolsEnvironment = (entry: string, tracing: Tracing): Record<string, string> => ({
  POWERTOOLS_SERVICE_NAME: serviceNameOf(entry),
  POWERTOOLS_LOGGER_SAMPLE_RATE: DEBUG_LOG_SAMPLE_RATE,
  POWERTOOLS_TRACE_ENABLED: String(tracing === 'sdk'),
});

/** One Lambda of the back end: bundled by esbuild, with its own log group kept for a month. */
/** A function's memory unless it asks for more (Lambda gives CPU in proportion to it). */
export const DEFAULT_MEMORY_MB = 512;

export class ApiFunction extends Construct {
  readonly fn: lambda.Function;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const logGroup = (this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    const common = {
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      // API Gateway gives up after 29 s; a handler still busy at 10 s has gone wrong.
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      tracing: props.tracing === 'off' ? undefined : lambda.Tracing.ACTIVE,
      environment: {
        ...props.environment,
        ...powertoolsEnvironment(props.entry, props.tracing),
        ...(props.rendersPdf ? PDF_FONT_ENVIRONMENT : {}),
      },
    };
    this.fn = props.bundle
      ? new lambda.Function(this, 'Function', {
          ...common,
          code: functionCode(props.entry, {
            tokenCheckInFunction: props.tokenCheckInFunction ?? false,
            pdfFonts: props.rendersPdf ?? false,
            packages: props.runtimePackages ?? [],
          }),
          handler: 'index.handler',
        })
      : new lambda.Function(this, 'Function', {
          ...common,
          code: lambda.Code.fromInline(UNBUNDLED_STUB),
          handler: 'index.handler',
        });

    NagSuppressions.addResourceSuppressions(
      this.fn,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'nodejs22.x is the runtime the project targets and tests against (ARCHITECTURE.md).',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
