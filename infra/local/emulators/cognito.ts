import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Router as CognitoRouter } from 'cognito-local/lib/server/Router';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService';
import type { Tokens, TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { close, freePort, urlOf, type RunningServer } from '../http-server';

/** cognito-local in this process, and what the seed does to its users that no Cognito call can. */
export interface RunningCognito extends RunningServer {
  /** Gives a user a verified TOTP authenticator with a known secret (the demo staff's, docs/demo-data.md). */
  enrolTotp(userPoolId: string, username: string, secret: string): Promise<void>;
}

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
): Promise<RunningCognito> {
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
    pino,
    preTokenGeneration,
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
    import('pino'),
    import('../../../functions/authorizer/pre-token-generation'),
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
  // The one trigger of the user pool, the deployed handler run in this process: cognito-local builds the
  // event as Lambda would get it and reads `response` of the answer. KMS (a custom e-mail sender) is never needed.
  const triggerFunctions = { PreTokenGeneration: 'pre-token-generation' };
  const inProcessLambda = {
    invoke: ({ Payload }: { Payload: string }) => ({
      promise: async () => ({
        StatusCode: 200,
        Payload: JSON.stringify(await preTokenGeneration.handler(JSON.parse(Payload))),
      }),
    }),
  };
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(
      triggerFunctions,
      inProcessLambda as unknown as ConstructorParameters<typeof services.LambdaService>[1],
    ),
    new crypto.CryptoService(),
  );
  const serverOptions = { port: boundPort, hostname: host, development: false, https: false as const };
  const tokenConfig = { IssuerDomain: url };
  const wiring = {
    clock,
    cognito,
    config: {
      LambdaClient: awsLocal,
      TriggerFunctions: triggerFunctions,
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      ServerConfig: serverOptions,
      TokenConfig: tokenConfig,
    },
    messages: new services.MessagesService(
      triggers,
      new messageDelivery.MessageDeliveryService(new consoleSender.ConsoleMessageSender()),
    ),
    otp: otp.otp,
    tokenGenerator: keepingSignInTime(
      new tokens.JwtTokenGenerator(clock, triggers, tokenConfig),
      (createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string })
        .pem,
    ),
    triggers,
  };
  const errors = await import('cognito-local/lib/errors.js');
  const app = server.createServer(
    withDisabledUsersRefused(
      withSessionCalls(router.Router(wiring), cognito),
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
  return {
    url,
    stop: () => close(httpServer),
    enrolTotp: async (userPoolId, username, secret) => {
      const ctx = { logger };
      const pool = await cognito.getUserPool(ctx, userPoolId);
      const user = await pool.getUserByUsername(ctx, username);
      if (!user) throw new Error(`cognito-local has no user ${username}`);
      await pool.saveUser(ctx, {
        ...user,
        SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true },
        UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
        PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      });
    },
  };
}

/** The sign-in time (epoch seconds) of the session a refresh renews, while cognito-local renews it. */
const renewing = new AsyncLocalStorage<number>();

/** The claims of a JWT, unverified (cognito-local's own tokens, read back). */
function claimsOf(token: string | undefined): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

/** An RS256 JWT with cognito-local's key id, as its token generator signs them. */
function signJwt(claims: Record<string, unknown>, pem: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(claims)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(pem, 'base64url')}`;
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
 * Cognito keeps `auth_time` of a session across refreshes (the API's idle limit counts a session from it);
 * cognito-local stamps the refresh time. Renewed tokens are signed again with the session's sign-in time.
 */
function keepingSignInTime(generator: TokenGenerator, pem: string): TokenGenerator {
  const resign = (token: string, authTime: number) =>
    signJwt({ ...claimsOf(token), auth_time: authTime }, pem);
  return {
    generate: async (...args): Promise<Tokens> => {
      const tokens = await generator.generate(...args);
      const authTime = renewing.getStore();
      if (authTime === undefined) return tokens;
      return {
        ...tokens,
        IdToken: resign(tokens.IdToken, authTime),
        AccessToken: resign(tokens.AccessToken, authTime),
      };
    },
  };
}

/** Where a refresh token's session began: cognito-local's refresh tokens carry it as `iat`. */
function signInTimeOf(refreshToken: string | undefined): number | undefined {
  const iat = claimsOf(refreshToken)?.iat;
  return typeof iat === 'number' ? iat : undefined;
}

type Route = ReturnType<CognitoRouter>;
type Ctx = Parameters<Route>[0];
type RefreshRequest = { AuthFlow?: string; AuthParameters?: { REFRESH_TOKEN?: string } };

/**
 * The session calls of Amplify and of the API that cognito-local 5 lacks or gets wrong, answered here:
 * - GetTokensFromRefreshToken (Amplify 6 renews a session with it; the SPA's two-minute session refresh
 *   would sign every local user out when the ID token runs low): the equivalent InitiateAuth
 *   REFRESH_TOKEN_AUTH; every renewal keeps the session's sign-in time (keepingSignInTime);
 * - RespondToAuthChallenge: a sign-in finished with a TOTP code gets a refresh token cognito-local never
 *   stores (its renewal would fail); it is stored;
 * - AdminUserGlobalSignOut / GlobalSignOut ("sign out everywhere"): every refresh token of the user is revoked.
 */
function withSessionCalls(route: CognitoRouter, cognito: CognitoService): CognitoRouter {
  const renewal = (initiateAuth: Route) => (ctx: Ctx, request: RefreshRequest) => {
    const signedInAt = signInTimeOf(request.AuthParameters?.REFRESH_TOKEN);
    // Not one of its refresh tokens: cognito-local refuses it.
    if (signedInAt === undefined) return initiateAuth(ctx, request);
    return renewing.run(signedInAt, () => initiateAuth(ctx, request));
  };
  const revokeAll = async (ctx: Ctx, userPoolId: string, username: string) => {
    const pool = await cognito.getUserPool(ctx, userPoolId);
    const user = await pool.getUserByUsername(ctx, username);
    if (user) await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
  return (target) => {
    switch (target) {
      case 'InitiateAuth': {
        const initiateAuth = route(target);
        const renew = renewal(initiateAuth);
        return (ctx, request: RefreshRequest) =>
          request.AuthFlow === 'REFRESH_TOKEN_AUTH' || request.AuthFlow === 'REFRESH_TOKEN'
            ? renew(ctx, request)
            : initiateAuth(ctx, request);
      }
      case 'RespondToAuthChallenge': {
        const respond = route(target);
        return async (ctx, request: { ClientId: string; ChallengeResponses?: { USERNAME?: string } }) => {
          const answer = (await respond(ctx, request)) as {
            AuthenticationResult?: { RefreshToken?: string };
          };
          const refreshToken = answer.AuthenticationResult?.RefreshToken;
          if (refreshToken) {
            const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
            const user = await pool.getUserByUsername(ctx, request.ChallengeResponses?.USERNAME ?? '');
            if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
          }
          return answer;
        };
      }
      case 'AdminUserGlobalSignOut':
        return (ctx, request: { UserPoolId: string; Username: string }) =>
          revokeAll(ctx, request.UserPoolId, request.Username);
      case 'GlobalSignOut':
        return async (ctx, request: { AccessToken: string }) => {
          const claims = claimsOf(request.AccessToken);
          if (typeof claims?.client_id !== 'string' || typeof claims.sub !== 'string')
            throw new Error('GlobalSignOut needs an access token');
          const pool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
          return revokeAll(ctx, pool.options.Id, claims.sub);
        };
      case 'GetTokensFromRefreshToken':
        break;
      default:
        return route(target);
    }
    const renew = renewal(route('InitiateAuth'));
    return async (ctx, request: { ClientId?: string; RefreshToken?: string }) => {
      const answer = await renew(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      } as RefreshRequest);
      const result = ((answer as { AuthenticationResult?: Record<string, unknown> }).AuthenticationResult ??
        {}) as Record<string, unknown>;
      return {
        AuthenticationResult: { ...result, RefreshToken: result.RefreshToken ?? request.RefreshToken },
      };
    };
  };
}
