import type { RiskSettings } from '@shared/api/areas/prequalification';
import { NO_TAX_ARREARS_MAX_AGE_DAYS } from '@shared/constants/documents';

/**
 * Version 1 of the risk configuration, written when none is stored yet; administrators change it in
 * the back office (every later version is data, with its reason in the audit trail). A score is
 * 0–100: one fatality or a register that no longer knows the company fills its component alone.
 */
export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  weights: { FINANCE: 40, SAFETY: 35, COMPLIANCE: 25 },
  thresholds: { medium: 25, high: 50 },
  points: {
    REVENUE_MISSING: 25,
    LOSS_YEAR: 30,
    NEGATIVE_NET_ASSETS: 50,
    CERTIFICATE_MISSING: 20,
    CERTIFICATE_EXPIRED: 20,
    CERTIFICATE_REJECTED: 60,
    FATALITY: 100,
    FREQUENCY_ABOVE: 40,
    PACKAGE_MISSING: 30,
    PACKAGE_REJECTED: 60,
    PACKAGE_EXPIRED: 30,
    DOCUMENTS_MISSING: 40,
    REGISTRY_INACTIVE: 100,
    QUESTIONNAIRE_INCOMPLETE: 30,
    STOP_FACTOR: 60,
    TENDER_ACCESS_UNPAID: 20,
  },
  certificateMaxAgeDays: NO_TAX_ARREARS_MAX_AGE_DAYS,
  // Accidents per million hours worked (LTIFR); the group's contractors are expected below 1.
  frequencyLimit: 1,
  // The 2025 production calendar's norm of a 40-hour week.
  hoursPerEmployee: 1973,
};
