import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { DEMO_PASSWORD, createConfirmedUser } from '../../infra/local/seed';
import { passwordSignIn } from './cognito';

const stack = inject('localStack');
/** The stack's local identity provider (cognito-local), for tests that drive Cognito themselves. */
export const cognito = new CognitoIdentityProviderClient({
  region: stack.region,
  endpoint: stack.cognitoUrl,
  credentials: EMULATOR_CREDENTIALS,
});

const tokens = new Map<string, Promise<string>>();

/** The ID token of a user, signed in through cognito-local as the SPA does (USER_PASSWORD_AUTH); cached per e-mail. */
export function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = passwordSignIn(cognito, stack.userPoolClientId, email, password);
    token.catch(() => tokens.delete(email));
    tokens.set(email, token);
  }
  return token;
}

/** An address no other test uses, for `createUser`. */
export const uniqueEmail = (prefix = 'it'): string => `${prefix}-${randomUUID()}@test.local`;

/** A confirmed user with the demo password, for a test that needs a user of its own; returns its sub. */
export function createUser(email: string, groups: readonly string[] = []): Promise<string> {
  return createConfirmedUser(cognito, stack.userPoolId, email, DEMO_PASSWORD, groups);
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Accept-Language; the server answers in Russian by default. */
  lang?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request to the local gateway; JSON answers are parsed, anything else is returned as text. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path, stack.apiUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lang) headers['Accept-Language'] = options.lang;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}
