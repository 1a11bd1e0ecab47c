import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthReport } from '@shared/api/areas/health';
import '../../shared/i18n/i18n';
import { StageHealth, readableValues } from './stage-health';

vi.mock('../../shared/auth/session', () => ({ idToken: async () => 'token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report: HealthReport = {
  status: 'failing',
  stage: { name: 'production', kind: 'production' },
  checkedAt: '2026-12-29T09:00:00.000Z',
  checks: [
    {
      name: 'trustList',
      status: 'failing',
      message: 'trustListEmpty',
      values: { source: 'file' },
      tookMs: 12,
    },
    { name: 'register', status: 'unknown', message: 'notChecked', values: {}, tookMs: 0 },
    {
      name: 'outbox',
      status: 'ok',
      message: 'outboxFlowing',
      values: { sender: 'noreply@neftegaz-group.ru' },
      tookMs: 8,
    },
  ],
};

describe('the stage health on the administrators’ screen', () => {
  it('says what the running stage lacks, check by check', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/api/backend/health')
        ? Response.json({ response: report })
        : new Promise<Response>(() => undefined),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StageHealth />
      </QueryClientProvider>,
    );
    const trust = await screen.findByTestId('health-trustList');
    expect(trust.dataset.status).toBe('failing');
    expect(trust.textContent).toBe(
      'неисправно Список доверенных УЦ: список пуст: все подписанные документы и письма КНД 1120503 будут ' +
        'отклонены как недоверенные (источник: file).',
    );
    expect(screen.getByTestId('health-register').textContent).toContain('проверка ещё не подключена');
    expect(screen.getByTestId('health-outbox').textContent).toContain(
      'письма уходят (отправитель noreply@neftegaz-group.ru)',
    );
    expect(screen.getByTestId('stage-health').textContent).toContain('Стенд production (production):');
  });
});

describe('the values of a health check', () => {
  it('writes dates as every screen does: DD.MM.YYYY, and times in Moscow', () => {
    expect(
      readableValues({ date: '2026-11-26', oldest: '2026-11-26T07:00:00.000Z', days: 1, sender: 'a@b.ru' }),
    ).toEqual({
      date: '26.11.2026',
      oldest: '26.11.2026 10:00',
      days: 1,
      sender: 'a@b.ru',
    });
  });
});
