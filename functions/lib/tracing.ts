import type { MiddlewareObj } from '@middy/core';

/**
 * Powertools' tracer where X-Ray is on: the CDK sets POWERTOOLS_TRACE_ENABLED=true on functions with
 * active tracing (infra/cdk/constructs/api-function.ts). Elsewhere (the local stack, deployments
 * without monitoring) neither the tracer nor the X-Ray SDK it wraps is loaded: about 20 ms of a cold
 * start for nothing. The SDK clients are traced too, as Powertools' tracer does it.
 */
async function loadTracing(): Promise<MiddlewareObj | null> {
  if (process.env.POWERTOOLS_TRACE_ENABLED !== 'true') return null;
  const [{ Tracer }, { captureLambdaHandler }, { dynamo }] = await Promise.all([
    import('@aws-lambda-powertools/tracer'),
    import('@aws-lambda-powertools/tracer/middleware'),
    import('./aws'),
  ]);
  const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME });
  tracer.captureAWSv3Client(dynamo);
  return captureLambdaHandler(tracer) as MiddlewareObj;
}

export const tracingMiddleware = await loadTracing();
