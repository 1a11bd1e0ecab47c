import { describe, expect, it, vi } from 'vitest';
import { publish, subscribe, subscriberNames } from './domain-events';
import { log } from './logger';

vi.mock('./logger', () => ({ log: vi.fn() }));

describe('domain events', () => {
  it('reaches every subscriber once, and a failing one neither stops the others nor the announcer', async () => {
    const seen: string[] = [];
    subscribe('test-failing', () => Promise.reject(new Error('table unreachable')));
    subscribe('test-listening', async (e) => {
      seen.push(`${e.type}:${e.counterpartyId}`);
    });
    // Registering the same name again (a module loaded twice) keeps one subscriber.
    subscribe('test-listening', async (e) => {
      seen.push(`${e.type}:${e.counterpartyId}`);
    });
    await expect(
      publish({ type: 'DOCUMENT_DECIDED', counterpartyId: 'cp-1', at: new Date('2026-06-01T00:00:00Z') }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['DOCUMENT_DECIDED:cp-1']);
    expect(subscriberNames()).toEqual(expect.arrayContaining(['test-failing', 'test-listening']));
    expect(vi.mocked(log)).toHaveBeenCalledWith('error', 'domain event subscriber failed', {
      subscriber: 'test-failing',
      type: 'DOCUMENT_DECIDED',
      counterpartyId: 'cp-1',
      error: 'table unreachable',
    });
  });
});
