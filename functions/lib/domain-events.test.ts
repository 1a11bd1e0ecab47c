import { describe, expect, it } from 'vitest';
import { domainEvent } from './domain-events';

describe('domainEvent', () => {
  it('hands each payload to every subscriber before publish resolves', async () => {
    const event = domainEvent<number>('test.changed');
    const seen: string[] = [];
    event.subscribe(async (n) => void seen.push(`a${n}`));
    event.subscribe(async (n) => void seen.push(`b${n}`));
    await event.publish(1);
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('refuses to publish when no subscriber was loaded, naming the event', async () => {
    await expect(domainEvent<number>('test.unheard').publish(1)).rejects.toThrow('test.unheard');
  });
});
