import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { SectionNotices } from './section-notices';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const notices = [
  { id: 'news', text: 'Новость раздела', type: 'INFO' as const, shownAgain: true },
  { id: 'work', text: 'Технические работы', type: 'WARNING' as const, shownAgain: false },
];

function show() {
  const fetchMock = vi.fn(async () => Response.json({ response: { success: true } }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const view = () => (
    <QueryClientProvider client={client}>
      <SectionNotices notices={notices} />
    </QueryClientProvider>
  );
  const rendered = render(view());
  return { fetchMock, remount: () => (rendered.unmount(), render(view())) };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('SectionNotices (01 §2.11)', () => {
  it("offers 'Больше не показывать' only where the publisher allows it, and remembers it on the server", async () => {
    const { fetchMock } = show();
    const buttons = screen.getAllByRole('button', { name: 'Больше не показывать' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByText('Новость раздела')).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/notifications\/dismiss$/);
    expect(JSON.parse(String(init.body))).toEqual({ notificationId: 'news' });
  });

  it('closes a notice for this visit only: nothing is sent, and it stays closed until the session ends', () => {
    const { fetchMock, remount } = show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Скрыть уведомление' })[1]!);
    expect(screen.queryByText('Технические работы')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    remount();
    expect(screen.queryByText('Технические работы')).toBeNull();
    expect(screen.getByText('Новость раздела')).toBeTruthy();
  });
});
