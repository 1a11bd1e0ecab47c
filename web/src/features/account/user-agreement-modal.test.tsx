import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { UserAgreementModal } from './user-agreement-modal';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

const status = (value: boolean) => ({ status: value, acceptedAt: null, version: '2024-09-01' });

/** The server's side: the status stays true until the POST accepts the agreement. */
function serve(initial: boolean) {
  let mustAccept = initial;
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') mustAccept = false;
    return Response.json({ response: status(mustAccept) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderModal = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UserAgreementModal contractorCode="1000001" />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserAgreementModal', () => {
  it('stays closed when the agreement is already accepted', async () => {
    const fetchMock = serve(false);
    renderModal();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile/1000001/user-agreement-status');
    expect(screen.queryByTestId('agreement-modal')).toBeNull();
  });

  it('saves only with both consents ticked, then closes', async () => {
    const fetchMock = serve(true);
    renderModal();
    const save = await screen.findByTestId('agreement-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByLabelText('Даю согласие на обработку персональных данных'));
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Принимаю условия соглашения о конфиденциальности информации'));
    expect(save.hasAttribute('disabled')).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('agreement-modal')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      personalDataConsent: true,
      confidentialityConsent: true,
    });
  });
});
