import type { z } from 'zod/mini';
import { fillPath, type Endpoint, type ResponseOf } from '@shared/api/endpoint';
import { REQUEST_TIMEOUT_MS } from '@shared/constants/spec';
import { idToken } from '../auth/session';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, classifyHttpFailure, failureText, type Failure } from './api-error';
import { showErrorDialog, showInfo, showNotice } from './dialogs';
import { requestFinished, requestStarted } from './pending-requests';

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;

export interface CallInput<E extends Endpoint> {
  params?: E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer P> ? InputOf<P> : never;
  query?: E extends Endpoint<infer Q> ? InputOf<Q> : never;
  body?: E extends Endpoint<z.ZodMiniType, infer B> ? InputOf<B> : never;
  /** Background calls (counts, polling, notifications, the profile): failures are only logged, no loading bar. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Polled reads: the last answer is kept with its entity tag and sent back as If-None-Match; a 304
   * (nothing new, no body) returns the kept answer.
   */
  revalidate?: boolean;
}

/** Last tagged answers of polled reads, by URL, language and token. */
const tagged = new Map<string, { etag: string; value: unknown }>();

function urlOf(path: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Keys whose values never go into a dialog or a log: what the user typed as a secret, file bytes. */
const HIDDEN_KEYS = /password|token|secret|base64/i;
const REQUEST_DATA_MAX = 2000;

/** The request data an error dialog shows (01 §8): the query and the body as JSON, secrets left out. */
export function requestData(query: unknown, body: unknown): string | null {
  if (query === undefined && body === undefined) return null;
  const data = { ...(query === undefined ? {} : { query }), ...(body === undefined ? {} : { body }) };
  const text = JSON.stringify(data, (key, value: unknown) => (HIDDEN_KEYS.test(key) ? '…' : value), 2);
  return text.length > REQUEST_DATA_MAX ? `${text.slice(0, REQUEST_DATA_MAX)}…` : text;
}

/** Which call failed: its contract id (for its own failure text), its path and what it sent. */
export interface FailedCall {
  callId: string;
  path: string;
  requestData: string | null;
}

/** Shows what a failure means to the user (01 §8); silent calls only log it. */
export function presentFailure(failure: Failure, call: FailedCall, silent: boolean): void {
  if (failure.kind === 'cancelled') return;
  if (silent) {
    console.warn(`API call ${call.path} failed`, failure);
    return;
  }
  switch (failure.kind) {
    case 'handed-back':
    case 'hidden':
    case 'not-implemented':
      return;
    case 'notification':
      showNotice({
        titleKey: 'dialogs.notificationTitle',
        // Without a message of its own, the default 'Система загружена. Попробуйте позже.' (01 §8).
        ...(failure.payload.message ? { text: failure.payload.message } : {}),
        rqUid: failure.payload.rqUid,
        files: failure.payload.files,
        closable: true,
      });
      return;
    case 'http':
      // A refusal of access is the info modal 'Доступ запрещён' (01 §8), not an error to report.
      if (failure.status === 403) {
        showInfo({ tone: 'info', ...(failure.payload?.message ? { text: failure.payload.message } : {}) });
        return;
      }
      break;
    default:
      break;
  }
  showErrorDialog({
    path: call.path,
    callId: call.callId,
    requestData: call.requestData,
    rqUid: 'payload' in failure ? (failure.payload?.rqUid ?? null) : null,
    ...failureText(failure),
  });
}

function fail(failure: Failure, call: FailedCall, silent: boolean): ApiError {
  try {
    presentFailure(failure, call, silent);
  } catch (error) {
    console.error('Error handler failed', error);
    showErrorDialog({ path: call.path, callId: call.callId, rqUid: null, textKey: 'errors.handlerFailed' });
  }
  return new ApiError(failure, call.path);
}

/**
 * Calls one entry of the API contract: fills the path, adds the query, the ID token and the
 * language, waits at most REQUEST_TIMEOUT_MS and unwraps `{ response }`. Failures are shown as the
 * error catalogue says and then thrown as ApiError.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<ResponseOf<E>> {
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const silent = input.silent ?? false;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  input.signal?.addEventListener('abort', cancel);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = await idToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = urlOf(path, input.query as object | undefined);
  const call: FailedCall = { callId: endpoint.id, path, requestData: requestData(input.query, input.body) };
  // Kept per token and language: another user's or language's answer is never handed back.
  const keptKey = `${url} ${headers['Accept-Language']} ${token ?? ''}`;
  const kept = input.revalidate ? tagged.get(keptKey) : undefined;
  if (kept) headers['If-None-Match'] = kept.etag;

  if (!silent) requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: controller.signal,
      });
    } catch {
      const failure: Failure = timedOut
        ? { kind: 'no-response' }
        : controller.signal.aborted
          ? { kind: 'cancelled' }
          : { kind: 'network' };
      throw fail(failure, call, silent);
    }
    if (response.status === 304 && kept) return kept.value as ResponseOf<E>;
    let body: unknown;
    try {
      body = await readBody(response);
    } catch {
      throw fail(timedOut ? { kind: 'no-response' } : { kind: 'network' }, call, silent);
    }
    if (response.status === 401 && token) {
      // The session is over (not a failure of this call): the dialog would only stand in the way.
      void import('../auth/session-ended').then(({ sessionEnded }) => sessionEnded());
      throw new ApiError(classifyHttpFailure(response.status, body), call.path);
    }
    if (!response.ok) throw fail(classifyHttpFailure(response.status, body), call, silent);
    const unwrapped = body !== null && typeof body === 'object' && 'response' in body ? body.response : body;
    const etag = response.headers.get('ETag');
    if (input.revalidate && etag) tagged.set(keptKey, { etag, value: unwrapped });
    return unwrapped as ResponseOf<E>;
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
    if (!silent) requestFinished();
  }
}
