import { describe, expect, it } from 'vitest';
import { decideAvailability, isActiveAt, visibleNotices, type Notice } from './section-availability';

const notice = (over: Partial<Notice> & Pick<Notice, 'id'>): Notice => ({
  section: 'DOCUMENTS',
  type: 'INFO',
  textRu: `Текст ${over.id}`,
  textEn: `Text ${over.id}`,
  shownAgain: true,
  activeFrom: '2025-01-01T00:00:00.000Z',
  ...over,
});

const decide = (
  section: Notice['section'],
  notices: Notice[],
  dismissed: string[] = [],
  lang: 'ru' | 'en' = 'ru',
) =>
  decideAvailability({
    section,
    notices,
    dismissed: new Set(dismissed),
    lang,
    outageText: 'Технические работы',
  });

describe('isActiveAt', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');

  it('is active from its start and until (not including) its end', () => {
    expect(isActiveAt({ activeFrom: '2025-06-01T12:00:00.000Z' }, now)).toBe(true);
    expect(
      isActiveAt({ activeFrom: '2025-05-01T00:00:00.000Z', activeTo: '2025-06-01T12:00:00.001Z' }, now),
    ).toBe(true);
    expect(
      isActiveAt({ activeFrom: '2025-05-01T00:00:00.000Z', activeTo: '2025-06-01T12:00:00.000Z' }, now),
    ).toBe(false);
  });

  it('is not active before it starts', () => {
    expect(isActiveAt({ activeFrom: '2025-06-01T12:00:01.000Z' }, now)).toBe(false);
  });
});

describe('visibleNotices', () => {
  it('hides dismissed notices but never a blocking one, most severe first', () => {
    const shown = visibleNotices(
      [
        notice({ id: 'info' }),
        notice({ id: 'warn', type: 'WARNING' }),
        notice({ id: 'block', type: 'BLOCKING' }),
        notice({ id: 'gone' }),
      ],
      new Set(['gone', 'block']),
    );
    expect(shown.map((n) => n.id)).toEqual(['block', 'warn', 'info']);
  });
});

describe('decideAvailability', () => {
  it('keeps a section open and lists its notices in the caller language', () => {
    const result = decide('DOCUMENTS', [notice({ id: 'a' })], [], 'en');
    expect(result).toEqual({
      isAvailable: true,
      textMessage: null,
      notifications: [{ id: 'a', text: 'Text a', type: 'INFO', shownAgain: true }],
    });
  });

  it('closes the section named by a blocking notice, with that notice text', () => {
    const result = decide('DOCUMENTS', [notice({ id: 'b', type: 'BLOCKING' }), notice({ id: 'i' })]);
    expect(result.isAvailable).toBe(false);
    expect(result.textMessage).toBe('Текст b');
    expect(result.notifications.map((n) => n.id)).toEqual(['b']);
  });

  it('does not close a section for a blocking notice of another section', () => {
    const result = decide('TENDER', [notice({ id: 'b', type: 'BLOCKING', section: 'DOCUMENTS' })]);
    expect(result.isAvailable).toBe(true);
  });

  it('treats a blocking PORTAL notice as a technical outage of every section', () => {
    const result = decide('TENDER', [notice({ id: 'p', type: 'BLOCKING', section: 'PORTAL' })]);
    expect(result).toMatchObject({ isAvailable: false, textMessage: 'Технические работы' });
    expect(result.notifications.map((n) => n.id)).toEqual(['p']);
  });

  it('shows non-blocking PORTAL notices with the section ones, except dismissed', () => {
    const result = decide(
      'TENDER',
      [notice({ id: 'p', section: 'PORTAL', type: 'WARNING' }), notice({ id: 't', section: 'TENDER' })],
      ['t'],
    );
    expect(result.isAvailable).toBe(true);
    expect(result.notifications.map((n) => n.id)).toEqual(['p']);
  });
});
