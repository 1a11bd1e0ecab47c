import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/api/areas/system';
import { documentsHome } from '../../shared/config/documents-home';
import { navItems } from './nav-items';

const user = (patch: Partial<CurrentUser>): CurrentUser => ({
  login: 'u',
  prefferedLanguage: 'ru',
  authorities: [],
  isAdmin: false,
  groups: [],
  isEditable: true,
  accountType: 'LEGAL',
  accountStatus: 'REGISTERED',
  companyName: 'ООО',
  companyCode: '1',
  registrationDate: null,
  hasSavedData: true,
  ...patch,
});
const flags = { showPbiot: true, showTender: true, documentsHome: '/documents/' };

describe('navItems', () => {
  it('gives suppliers the cabinet sections in the order of the header', () => {
    expect(navItems(user({}), flags).map((i) => i.labelKey)).toEqual([
      'nav.questionnaire',
      'nav.tender',
      'nav.relationships',
      'nav.documents',
      'nav.communication',
      'nav.pbiot',
    ]);
  });

  it('disables tender, relationships, documents and the safety section until the questionnaire is saved', () => {
    const disabled = navItems(user({ hasSavedData: false }), flags)
      .filter((i) => i.disabled)
      .map((i) => i.to);
    expect(disabled).toEqual(['/tender', '/relationships', '/documents/', '/pbiot']);
  });

  it('hides the flagged sections and gives staff their own area', () => {
    expect(
      navItems(user({}), { ...flags, showPbiot: false, showTender: false }).map((i) => i.to),
    ).not.toContain('/pbiot');
    expect(navItems(user({ isAdmin: true, groups: ['admin'] }), flags).map((i) => i.to)).toEqual([
      '/admin/user',
      '/backoffice/risk',
    ]);
    expect(navItems(user({ groups: ['moderator'] }), flags).map((i) => i.to)).toEqual([
      '/backoffice',
      '/backoffice/documents',
      '/backoffice/pbiot',
      '/backoffice/tender-access',
      '/backoffice/risk',
    ]);
    expect(navItems(user({ groups: ['support'] }), flags).map((i) => i.to)).toEqual(['/backoffice/inbox']);
  });

  it('opens the documents on the add-documents screen while the display of linked documents is off (03 §2)', () => {
    const off = { ...flags, documentsHome: documentsHome(false) };
    expect(navItems(user({}), off).find((i) => i.labelKey === 'nav.documents')?.to).toBe('/documents/create');
    expect(documentsHome(true)).toBe('/documents/');
  });
});
