import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Router as CognitoRouter } from 'cognito-local/lib/server/Router';
import { close, freePort, urlOf, type RunningServer } from '../http-server';

/**
 * cognito-local in this process. Its `createDefaultServer` keeps data in a `.cognito` folder of the
 * working directory; this is the same wiring (lib/server/defaults.js of cognito-local 5) with the
 * data under `directory`. It has no SRP (the SPA signs in with USER_PASSWORD_AUTH locally) and signs
 * tokens with one fixed key, which nothing outside local mode may trust.
 */
export async function startCognito(
  directory: string,
  host: string,
  port: number,
  logLevel: 'info' | 'silent',
): Promise<RunningServer> {
  // cognito-local loads the AWS SDK v2 (its Lambda triggers and KMS), which warns about its end of support.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  const [
    services,
    cognitoService,
    crypto,
    stormDb,
    consoleSender,
    messageDelivery,
    otp,
    tokens,
    pools,
    router,
    server,
    awsSdk,
    pino,
  ] = await Promise.all([
    import('cognito-local/lib/services/index.js'),
    import('cognito-local/lib/services/cognitoService.js'),
    import('cognito-local/lib/services/crypto.js'),
    import('cognito-local/lib/services/dataStore/stormDb.js'),
    import('cognito-local/lib/services/messageDelivery/consoleMessageSender.js'),
    import('cognito-local/lib/services/messageDelivery/messageDelivery.js'),
    import('cognito-local/lib/services/otp.js'),
    import('cognito-local/lib/services/tokenGenerator.js'),
    import('cognito-local/lib/services/userPoolService.js'),
    import('cognito-local/lib/server/Router.js'),
    import('cognito-local/lib/server/server.js'),
    import('aws-sdk'),
    import('pino'),
  ]);

  // The issuer in the tokens names the port, so the port is chosen before the server listens.
  const boundPort = port === 0 ? await freePort(host) : port;
  const url = urlOf(host, boundPort);
  const dataDirectory = join(directory, 'db');
  await mkdir(dataDirectory, { recursive: true });

  // Confirmation codes of sign-ups and password resets are printed: there is no mail locally.
  const printLine = (line: string) => {
    const { msg, err } = JSON.parse(line) as { msg: string; err?: { message?: string } };
    process.stdout.write(`cognito-local: ${msg}${err?.message ? `: ${err.message}` : ''}\n`);
  };
  const logger = pino.default({ level: logLevel }, { write: printLine });
  const ctx = { logger };
  const clock = new services.DateClock();
  const dataStoreFactory = new stormDb.StormDBDataStoreFactory(dataDirectory);
  const cognito = await new cognitoService.CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new pools.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, { UsernameAttributes: ['email'] });
  const awsLocal = { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' };
  // No trigger functions are configured: the Lambda client is never called, and KMS (for a custom
  // e-mail sender) is never needed.
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService({}, new awsSdk.default.Lambda(awsLocal)),
    new crypto.CryptoService(),
  );
  const serverOptions = { port: boundPort, hostname: host, development: false, https: false as const };
  const tokenConfig = { IssuerDomain: url };
  const wiring = {
    clock,
    cognito,
    config: {
      LambdaClient: awsLocal,
      TriggerFunctions: {},
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      ServerConfig: serverOptions,
      TokenConfig: tokenConfig,
    },
    messages: new services.MessagesService(
      triggers,
      new messageDelivery.MessageDeliveryService(new consoleSender.ConsoleMessageSender()),
    ),
    otp: otp.otp,
    tokenGenerator: new tokens.JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };
  const errors = await import('cognito-local/lib/errors.js');
  const app = server.createServer(
    withDisabledUsersRefused(
      withRefreshTokenExchange(router.Router(wiring)),
      async (ctx, clientId, username) => {
        const pool = await cognito.getUserPoolForClientId(ctx, clientId);
        return (await pool.getUserByUsername(ctx, username))?.Enabled !== false;
      },
      () => new errors.NotAuthorizedError('User is disabled.'),
    ),
    logger,
    serverOptions,
    wiring,
  );
  const httpServer: Server = await app.start();
  return { url, stop: () => close(httpServer) };
}

/**
 * Cognito refuses a disabled user's sign-in ("User is disabled."); cognito-local 5 disables users
 * (AdminDisableUser) but still signs them in. A closed account (consent withdrawn, issue 18) must not.
 */
function withDisabledUsersRefused(
  route: CognitoRouter,
  isEnabled: (
    ctx: Parameters<ReturnType<CognitoRouter>>[0],
    clientId: string,
    username: string,
  ) => Promise<boolean>,
  refusal: () => Error,
): CognitoRouter {
  return (target) => {
    const next = route(target);
    if (target !== 'InitiateAuth') return next;
    return async (ctx, request: { ClientId?: string; AuthParameters?: Record<string, string> }) => {
      const username = request.AuthParameters?.USERNAME;
      if (request.ClientId && username && !(await isEnabled(ctx, request.ClientId, username)))
        throw refusal();
      return next(ctx, request as never);
    };
  };
}

/**
 * Amplify 6 renews a session with GetTokensFromRefreshToken, which cognito-local 5 lacks; the
 * SPA's two-minute session refresh would sign every local user out when the ID token runs low.
 * Locally that call is answered by the equivalent InitiateAuth REFRESH_TOKEN_AUTH.
 */
function withRefreshTokenExchange(route: CognitoRouter): CognitoRouter {
  return (target) => {
    if (target !== 'GetTokensFromRefreshToken') return route(target);
    const initiateAuth = route('InitiateAuth');
    return async (ctx, request: { ClientId?: string; RefreshToken?: string }) => {
      const answer = await initiateAuth(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      const result = ((answer as { AuthenticationResult?: Record<string, unknown> }).AuthenticationResult ??
        {}) as Record<string, unknown>;
      return {
        AuthenticationResult: { ...result, RefreshToken: result.RefreshToken ?? request.RefreshToken },
      };
    };
  };
}
