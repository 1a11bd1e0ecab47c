import { afterEach, describe, expect, it } from 'vitest';
import { clock, fixedClock, offsetClock, useClock } from './clock';

describe('clock', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('reads the system time by default', () => {
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('stands still when fixed and comes back when restored', () => {
    restore = useClock(fixedClock('2026-01-09T10:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-09T10:00:00.000Z');
    restore();
    restore = undefined;
    expect(clock.now().getFullYear()).toBe(new Date().getFullYear());
  });

  it('moves by an offset', () => {
    restore = useClock(offsetClock(86_400_000));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_399_000);
  });
});
