import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '@shared/constants/spec';
import { noticeDialogs } from '../../shared/api/dialogs';
import { queryClient } from '../../shared/api/query-client';
import type { SectionAvailability } from './route-decision';

const answers = new Map<Section, SectionAvailability | Error>();
vi.mock('../../shared/api/api-client', () => ({
  apiCall: async (_endpoint: unknown, input: { query: { section: Section } }) => {
    const answer = answers.get(input.query.section);
    if (answer instanceof Error) throw answer;
    return answer ?? { isAvailable: true, textMessage: null, notifications: [] };
  },
}));
let current: string | null = null;
vi.mock('./committed-location', () => ({ committedLocation: () => current }));

const { checkSection } = await import('./route-loaders');
const signal = new AbortController().signal;

beforeEach(() => {
  answers.clear();
  queryClient.clear();
  noticeDialogs.set(() => []);
  current = null;
});

describe('checkSection', () => {
  it('opens the section with its notices, and treats a failed check as open', async () => {
    const notice = {
      id: 'n1',
      text: 'Плановые работы в субботу',
      type: 'WARNING' as const,
      shownAgain: true,
    };
    answers.set('DOCUMENTS', { isAvailable: true, textMessage: null, notifications: [notice] });
    answers.set('PORTAL', new Error('check failed'));
    await expect(checkSection('DOCUMENTS', '/documents/', signal)).resolves.toEqual({
      kind: 'open',
      notices: [notice],
    });
    expect(noticeDialogs.get()).toEqual([]);
  });

  it('shows the outage notice, which cannot be closed, when the portal is down', async () => {
    answers.set('PORTAL', { isAvailable: false, textMessage: null, notifications: [] });
    await expect(checkSection('FAQ', '/faq', signal)).resolves.toEqual({ kind: 'blocked', message: null });
    expect(noticeDialogs.get()).toEqual([
      expect.objectContaining({
        textKey: 'outage.text',
        closable: false,
        titleKey: 'dialogs.technicalTitle',
      }),
    ]);
  });

  it('keeps the user where they were when the section is blocked', async () => {
    current = '/job-application';
    answers.set('TENDER', { isAvailable: false, textMessage: 'Раздел закрыт до 10:00', notifications: [] });
    const thrown = await checkSection('TENDER', '/tender', signal).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/job-application');
    expect(noticeDialogs.get()).toEqual([
      expect.objectContaining({ text: 'Раздел закрыт до 10:00', closable: true }),
    ]);
  });

  it('shows the closed section itself when there is no page to go back to', async () => {
    answers.set('TENDER', { isAvailable: false, textMessage: 'Раздел закрыт', notifications: [] });
    await expect(checkSection('TENDER', '/tender', signal)).resolves.toEqual({
      kind: 'blocked',
      message: 'Раздел закрыт',
    });
  });
});
