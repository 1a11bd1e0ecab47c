/**
 * Staff behind a second factor (issue 20). The pre-token-generation trigger
 * (functions/authorizer/pre-token-generation.ts) writes MFA_CLAIM into the ID token of a user who signs in
 * with TOTP; the API serves staff routes only to tokens that carry it.
 */
export const MFA_CLAIM = 'mfa';
export const MFA_CLAIM_TOTP = 'totp';

/** A staff member's sessions end after this long without an API call: a working day. */
export const STAFF_IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;

/** The issuer name TOTP apps show beside the account (the otpauth:// URI's issuer). */
export const TOTP_ISSUER = 'Supplier Cabinet';
