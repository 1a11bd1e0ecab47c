import { describe, expect, it } from 'vitest';
import { initialChecks, markedCodes, resetChecks, setCheck } from './document-checks';

describe('document checks (03 §4)', () => {
  it('keeps questionnaire_1 marked, also after a reset', () => {
    const { checks } = setCheck(initialChecks(), 'pbiot_0001', true, false);
    expect(markedCodes(checks)).toEqual(['pbiot_0001', 'questionnaire_1']);
    expect(markedCodes(resetChecks(false))).toEqual(['questionnaire_1']);
  });

  it('with 51 people or more, any check forces pbiot_0006 and it cannot be unmarked', () => {
    const { checks } = setCheck(initialChecks(), 'ep_0001', true, true);
    expect(checks.pbiot_0006).toBe(true);
    const refused = setCheck(checks, 'pbiot_0006', false, true);
    expect(refused.refused).toBe(true);
    expect(refused.checks.pbiot_0006).toBe(true);
    expect(setCheck(checks, 'pbiot_0006', false, false).checks.pbiot_0006).toBe(false);
  });
});
