import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/api/areas/system';
import {
  decideRoute,
  sectionVerdict,
  signInFor,
  type RouteRule,
  type SectionAvailability,
} from './route-decision';

const supplier: CurrentUser = {
  login: 'legal@demo.test',
  prefferedLanguage: 'ru',
  authorities: [],
  isAdmin: false,
  groups: [],
  isEditable: true,
  accountType: 'LEGAL',
  accountStatus: 'REGISTERED',
  companyName: 'ООО «Ромашка»',
  companyCode: '1000001',
  registrationDate: '2024-01-10',
  hasSavedData: true,
};
const ready = (patch: Partial<CurrentUser> = {}) => ({
  kind: 'ready' as const,
  user: { ...supplier, ...patch },
});
const admin = ready({ isAdmin: true, groups: ['admin'], companyCode: null, companyName: null });
const moderator = ready({ groups: ['moderator'], companyCode: null, companyName: null });

const questionnaire: RouteRule = { access: 'supplier', section: 'ANKETA' };
const documents: RouteRule = { access: 'supplier', section: 'DOCUMENTS', needsSavedData: true };
const adminUsers: RouteRule = { access: 'admin', section: 'ADMIN' };
const backoffice: RouteRule = { access: 'moderator', section: 'BACKOFFICE' };
const registration: RouteRule = { access: 'registration', section: 'REGISTRATION' };

describe('decideRoute', () => {
  it('sends a signed-out visitor to sign-in and back to the page afterwards', () => {
    expect(decideRoute({ kind: 'signed-out' }, documents, '/documents/create?docType=X')).toBe(
      '/auth/sign-in?redirect=%2Fdocuments%2Fcreate%3FdocType%3DX',
    );
    expect(signInFor('/')).toBe('/auth/sign-in');
  });

  it('sends a user whose profile failed to load to the user-error screen', () => {
    expect(decideRoute({ kind: 'failed' }, questionnaire, '/job-application')).toBe('/account/user-error');
  });

  it('keeps administrators on the admin pages and everyone else off them', () => {
    expect(decideRoute(admin, questionnaire, '/job-application')).toBe('/admin/user');
    expect(decideRoute(admin, adminUsers, '/admin/user')).toBeNull();
    expect(decideRoute(ready(), adminUsers, '/admin/user')).toBe('/');
    expect(decideRoute(moderator, adminUsers, '/admin/user')).toBe('/');
  });

  it('lands moderators on the back office, which is theirs only', () => {
    expect(decideRoute(moderator, questionnaire, '/job-application')).toBe('/backoffice');
    expect(decideRoute(moderator, backoffice, '/backoffice')).toBeNull();
    expect(decideRoute(ready(), backoffice, '/backoffice')).toBe('/');
    expect(decideRoute(admin, backoffice, '/backoffice')).toBe('/admin/user');
  });

  it('opens the risk profiles to administrators and reviewers only', () => {
    const risk: RouteRule = { access: 'staff', section: 'BACKOFFICE' };
    const admin = ready({ isAdmin: true, groups: ['admin'], companyCode: null, companyName: null });
    const support = ready({ groups: ['support'], companyCode: null, companyName: null });
    expect(decideRoute(admin, risk, '/backoffice/risk')).toBeNull();
    expect(decideRoute(moderator, risk, '/backoffice/risk')).toBeNull();
    expect(decideRoute(support, risk, '/backoffice/risk')).toBe('/backoffice/inbox');
    expect(decideRoute(ready(), risk, '/backoffice/risk')).toBe('/');
  });

  it('lands support staff on the requests inbox, which is theirs only', () => {
    const support = ready({ groups: ['support'], companyCode: null, companyName: null });
    const inbox: RouteRule = { access: 'support', section: 'BACKOFFICE' };
    expect(decideRoute(support, questionnaire, '/job-application')).toBe('/backoffice/inbox');
    expect(decideRoute(support, backoffice, '/backoffice')).toBe('/backoffice/inbox');
    expect(decideRoute(support, inbox, '/backoffice/inbox')).toBeNull();
    expect(decideRoute(ready(), inbox, '/backoffice/inbox')).toBe('/');
    expect(decideRoute(moderator, inbox, '/backoffice/inbox')).toBe('/backoffice');
  });

  it('forces a NEW account to registration and lets it register', () => {
    const fresh = ready({ accountStatus: 'NEW', companyCode: null, companyName: null, hasSavedData: false });
    expect(decideRoute(fresh, questionnaire, '/job-application')).toBe('/account/registration');
    expect(decideRoute(fresh, registration, '/account/registration')).toBeNull();
  });

  it('closes documents, tender and relationships until the questionnaire is saved', () => {
    const unsaved = ready({ hasSavedData: false });
    expect(decideRoute(unsaved, documents, '/documents/')).toBe('/job-application');
    expect(decideRoute(unsaved, questionnaire, '/job-application')).toBeNull();
    expect(decideRoute(ready(), documents, '/documents/')).toBeNull();
  });
});

const open = (notifications: SectionAvailability['notifications'] = []): SectionAvailability => ({
  isAvailable: true,
  textMessage: null,
  notifications,
});
const closed = (textMessage: string): SectionAvailability => ({
  isAvailable: false,
  textMessage,
  notifications: [],
});
const notice = (id: string) => ({ id, text: `notice ${id}`, type: 'INFO' as const, shownAgain: false });

describe('sectionVerdict', () => {
  it('puts a portal outage before anything else', () => {
    expect(sectionVerdict(closed('Технические работы'), closed('Раздел закрыт'))).toEqual({
      kind: 'portal-down',
      message: 'Технические работы',
    });
  });

  it('closes a blocked section with its message', () => {
    expect(sectionVerdict(open(), closed('Раздел закрыт'))).toEqual({
      kind: 'blocked',
      message: 'Раздел закрыт',
    });
  });

  it('lets staff routes past a blocking portal notice, showing its text as a banner', () => {
    expect(sectionVerdict(closed('Технические работы'), null, { staff: true })).toEqual({
      kind: 'open',
      notices: [{ id: 'closed-portal', text: 'Технические работы', type: 'BLOCKING', shownAgain: false }],
    });
    expect(sectionVerdict(open(), closed('Раздел закрыт'), { staff: true }).kind).toBe('open');
  });

  it('treats a failed check as available and merges the notices once each', () => {
    expect(sectionVerdict(null, null)).toEqual({ kind: 'open', notices: [] });
    expect(sectionVerdict(open([notice('1')]), open([notice('1'), notice('2')]))).toEqual({
      kind: 'open',
      notices: [notice('1'), notice('2')],
    });
  });
});
