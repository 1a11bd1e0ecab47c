import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeText } from './notice-html';

afterEach(cleanup);

describe('NoticeText (01 §2.11: an HTML message, sanitised on the way out too)', () => {
  it('never runs what an attacker put in: scripts, handlers, style attributes, javascript: links', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = render(
      <NoticeText
        text={
          '<p>Текст</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">ссылка</a><a href=" JaVaScRiPt:alert(4)">вторая</a>' +
          '<a href="data:text/html,<script>alert(5)</script>">данные</a>' +
          '<p style="position:fixed;inset:0" onclick="alert(6)">стиль</p><iframe src="https://example.com"></iframe>' +
          '<svg><animate onbegin=alert(7) /></svg>'
        }
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
    expect(container.querySelector('img, script, iframe, svg, [style], [onclick], [onerror]')).toBeNull();
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toBeNull();
    }
    expect(container.textContent).toBe('Текстссылкавтораяданныестиль');
    vi.unstubAllGlobals();
  });

  it('keeps links (http, https, mailto; opened apart) and basic formatting', () => {
    const { container } = render(
      <NoticeText
        text={
          '<p><strong>Важно:</strong> см. <a href="https://example.com/faq">FAQ</a> или ' +
          '<a href="mailto:help@example.com" target="_self">напишите</a></p><ul><li><em>один</em></li><li><u>два</u></li></ul>'
        }
      />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/faq',
      'mailto:help@example.com',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(container.querySelectorAll('strong, ul > li, em, u')).toHaveLength(5);
  });

  it('shows plain text as typed: markup-like characters escaped, line breaks kept', () => {
    const { container } = render(<NoticeText text={'Работы 10:00 → 12:00\nцена < 5 > 3'} />);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.textContent).toBe('Работы 10:00 → 12:00цена < 5 > 3');
  });

  it('shows a message the server stored escaped as the user typed it', () => {
    const { container } = render(<NoticeText text={'Line one\nline two &amp; more'} />);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.textContent).toBe('Line oneline two & more');
  });
});
