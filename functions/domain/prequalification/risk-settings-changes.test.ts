import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_SETTINGS } from './risk-config';
import { riskSettingsChanges } from '@shared/api/risk-settings-changes';

describe('what a new risk configuration changed', () => {
  it('lists each changed setting with its old and new value, and nothing else', () => {
    const next = {
      ...DEFAULT_RISK_SETTINGS,
      weights: { ...DEFAULT_RISK_SETTINGS.weights, FINANCE: DEFAULT_RISK_SETTINGS.weights.FINANCE + 5 },
      certificateMaxAgeDays: DEFAULT_RISK_SETTINGS.certificateMaxAgeDays + 1,
    };
    expect(riskSettingsChanges(DEFAULT_RISK_SETTINGS, next)).toEqual([
      {
        path: 'weights.FINANCE',
        from: DEFAULT_RISK_SETTINGS.weights.FINANCE,
        to: DEFAULT_RISK_SETTINGS.weights.FINANCE + 5,
      },
      {
        path: 'certificateMaxAgeDays',
        from: DEFAULT_RISK_SETTINGS.certificateMaxAgeDays,
        to: DEFAULT_RISK_SETTINGS.certificateMaxAgeDays + 1,
      },
    ]);
    expect(riskSettingsChanges(DEFAULT_RISK_SETTINGS, DEFAULT_RISK_SETTINGS)).toEqual([]);
  });
});
