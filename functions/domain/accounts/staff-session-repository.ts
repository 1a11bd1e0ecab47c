import { defineEntity } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

const table = tableName('accounts');
const service = 'accounts';

/** One sign-in of a staff member (a Cognito session, named by its sign-in time) and its last API call. */
export interface StaffSession {
  sub: string;
  /** The tokens' `auth_time` (epoch seconds): the same for every renewal of the session. */
  authTime: number;
  lastActivityAt: string;
}

const StaffSessionEntity = defineEntity<StaffSession>({
  table,
  service,
  entity: 'staffSession',
  indexes: {
    primary: { pk: { field: 'pk', composite: ['sub'] }, sk: { field: 'sk', composite: ['authTime'] } },
  },
});

/** When a user last signed out everywhere: sessions that began before it are over. */
export interface SignOut {
  sub: string;
  signedOutAt: string;
}

const SignOutEntity = defineEntity<SignOut>({
  table,
  service,
  entity: 'signOut',
  indexes: { primary: { pk: { field: 'pk', composite: ['sub'] }, sk: { field: 'sk', composite: [] } } },
});

export const staffSessionRepository = {
  getSession: (sub: string, authTime: number) => StaffSessionEntity.get({ sub, authTime }),
  getSignOut: (sub: string) => SignOutEntity.get({ sub }),
  touch: (sub: string, authTime: number, at: Date) =>
    StaffSessionEntity.update({ sub, authTime }, { set: { lastActivityAt: at.toISOString() } }),
  signOut: (sub: string, at: Date) =>
    SignOutEntity.update({ sub }, { set: { signedOutAt: at.toISOString() } }),
};
