import { describe, expect, it } from 'vitest';
import { isComplete } from './retention-facts';

describe('what "complete" means per kind of supplier', () => {
  const saved = { hasSavedData: true } as const;

  it('a legal entity or an entrepreneur: the saved questionnaire and every required document', () => {
    for (const accountType of ['LEGAL', 'INDIVIDUAL'] as const) {
      expect(isComplete({ accountType, ...saved }, true, false), accountType).toBe(true);
      expect(isComplete({ accountType, ...saved }, false, false), accountType).toBe(false);
      expect(isComplete({ accountType, hasSavedData: false }, true, false), accountType).toBe(false);
      // Contracts or tender access show it finished registering.
      expect(isComplete({ accountType, ...saved }, false, true), accountType).toBe(true);
    }
  });

  it('a non-resident, who has no documents section: its saved questionnaire', () => {
    expect(isComplete({ accountType: 'NONRESIDENT', ...saved }, false, false)).toBe(true);
    expect(isComplete({ accountType: 'NONRESIDENT', hasSavedData: false }, false, false)).toBe(false);
  });
});
