import { describe, expect, it } from 'vitest';
import { newYearNotice, technicalWorkNotice } from './notice-templates';

describe('notice templates (01 §2.11, §9)', () => {
  it('the technical-work warning names the day and hours and cannot be hidden for good', () => {
    const notice = technicalWorkNotice('24.07.2023', '17:00', '19:00');
    expect(notice).toMatchObject({ section: 'PORTAL', type: 'WARNING', shownAgain: false });
    expect(notice.textRu).toContain('24.07.2023 с 17:00 до 19:00 по московскому времени');
    expect(notice.textEn).toContain('on 24.07.2023 from 17:00 to 19:00 Moscow time');
  });

  it('the New Year schedule runs from 28 December to 9 January of the next year', () => {
    const notice = newYearNotice(2024);
    expect(notice.textRu).toContain('28.12.2024 — с 9:00 до 18:00');
    expect(notice.textRu).toContain(
      'с 29.12.2024 по 08.01.2025 обращения, требующие анализа, не рассматриваются',
    );
    expect(notice.textRu).toContain('с 09.01.2025 — с 9:00 до 18:00');
    expect(notice.shownAgain).toBe(true);
  });
});
