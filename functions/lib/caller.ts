import type { APIGatewayProxyEvent } from 'aws-lambda';
import { STAFF_GROUPS, type StaffGroup } from '@shared/constants/spec';

/** Who is calling, as the authorizer vouched for it (context values are strings in REST APIs). */
export interface Caller {
  sub: string;
  login: string;
  groups: StaffGroup[];
  /** The session passed the second factor (TOTP); absent means it did not. */
  mfa?: boolean;
}

export const isStaff = (caller: Caller): boolean => caller.groups.length > 0;

export function callerOf(event: APIGatewayProxyEvent): Caller | null {
  const ctx = event.requestContext.authorizer as Record<string, unknown> | null | undefined;
  const sub = typeof ctx?.sub === 'string' ? ctx.sub : '';
  if (!sub) return null;
  const groups = String(ctx?.groups ?? '')
    .split(',')
    .filter((g): g is StaffGroup => (STAFF_GROUPS as readonly string[]).includes(g));
  return { sub, login: String(ctx?.login ?? ''), groups, mfa: ctx?.mfa === 'true' || ctx?.mfa === true };
}
