import { ERROR_CODES, errorPayloadSchema, type ErrorPayload } from '@shared/api/error-payload';

/** What went wrong with a call, in the terms of the error catalogue (01 §8). */
export type Failure =
  /** 423/424: the body goes back to the caller, which knows what it means; no dialog. */
  | { kind: 'handed-back'; status: number; body: unknown }
  /** Code HIDDEN: the server asks for no dialog. */
  | { kind: 'hidden'; status: number; payload: ErrorPayload }
  /** Code NOTIFICATION: a notification modal instead of an error dialog. */
  | { kind: 'notification'; status: number; payload: ErrorPayload }
  /** 501 NOT_IMPLEMENTED: the section is being prepared; the screen says so itself. */
  | { kind: 'not-implemented'; status: number; payload: ErrorPayload }
  /** Any other answer with an error status. */
  | { kind: 'http'; status: number; payload: ErrorPayload | null }
  /** The server did not answer within the timeout. */
  | { kind: 'no-response' }
  /** The request never reached the server. */
  | { kind: 'network' }
  /** The caller cancelled (a query went out of use): nothing to report. */
  | { kind: 'cancelled' };

export class ApiError extends Error {
  constructor(
    readonly failure: Failure,
    readonly path: string,
  ) {
    super(`${path}: ${failure.kind}${'status' in failure ? ` ${failure.status}` : ''}`);
    this.name = 'ApiError';
  }

  get status(): number | null {
    return 'status' in this.failure ? this.failure.status : null;
  }

  get payload(): ErrorPayload | null {
    return 'payload' in this.failure ? this.failure.payload : null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when the error is a 501 of a section the back end does not serve yet. */
export const isNotImplemented = (error: unknown): boolean =>
  isApiError(error) && error.failure.kind === 'not-implemented';

export const HANDED_BACK_STATUSES: readonly number[] = [423, 424];

/** Classifies an answer with an error status from its status and (possibly empty or foreign) body. */
export function classifyHttpFailure(status: number, body: unknown): Failure {
  if (HANDED_BACK_STATUSES.includes(status)) return { kind: 'handed-back', status, body };
  const parsed = errorPayloadSchema.safeParse(body);
  if (!parsed.success) return { kind: 'http', status, payload: null };
  const payload = parsed.data;
  if (payload.code === ERROR_CODES.HIDDEN) return { kind: 'hidden', status, payload };
  if (payload.code === ERROR_CODES.NOTIFICATION) return { kind: 'notification', status, payload };
  if (payload.code === ERROR_CODES.NOT_IMPLEMENTED) return { kind: 'not-implemented', status, payload };
  return { kind: 'http', status, payload };
}

/** The dialog text of a failure: the server's debug message, else its message, else one of ours (01 §8). */
export function failureText(failure: Failure): { text: string } | { textKey: string } {
  switch (failure.kind) {
    case 'network':
      return { textKey: 'errors.network' };
    case 'no-response':
      return { textKey: 'errors.noResponse' };
    default: {
      const payload = 'payload' in failure ? failure.payload : null;
      const text = payload?.debugMessage || payload?.message;
      return text ? { text } : { textKey: 'errors.emptyAnswer' };
    }
  }
}
