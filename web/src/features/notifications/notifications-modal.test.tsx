import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { NotificationsModal } from './notifications-modal';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const notification = (id: string, isUserNotified: boolean) => ({
  id,
  notificationText: `Уведомление ${id}`,
  isUserNotified,
  createdAt: '2026-03-01T09:30:00.000Z',
});

function serve(newOnes: unknown[], all: unknown[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/get-new-notifications')) return Response.json({ response: newOnes });
    if (url.endsWith('/get-all-notifications')) return Response.json({ response: all });
    if (url.endsWith('/set-user-notified') && init?.method === 'PUT')
      return Response.json({ response: { success: true } });
    return Response.json({ response: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationsModal onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationsModal', () => {
  it('says there are no new notifications in the words of the product', async () => {
    serve([], []);
    renderModal();
    expect(await screen.findByText('Новые уведомления отстуствуют.')).toBeTruthy();
    fireEvent.click(screen.getByText('Все уведомления'));
    expect(await screen.findByText('Уведомления отстуствуют.')).toBeTruthy();
  });

  it('reports the unseen notifications as notified when it closes', async () => {
    const fetchMock = serve(
      [notification('n1', false)],
      [notification('n1', false), notification('n0', true)],
    );
    const onClose = renderModal();
    expect(await screen.findByText('Уведомление n1')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: /close|закрыть/i }));

    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe('/api/profiles/set-user-notified');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual([{ id: 'n1' }]);
    });
  });

  it('sends nothing when every notification was already seen', async () => {
    const fetchMock = serve([], [notification('n0', true)]);
    const onClose = renderModal();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: /close|закрыть/i }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
