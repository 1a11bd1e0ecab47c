/**
 * The reviewers' area for change requests sent "for review" to KSSS: what a request changes and where it
 * stands. Constants apart from the back-office contract, so the areas that name a kind (the readiness
 * checklist of the tenders area) do not build the back office's schemas.
 */
export const CHANGE_REQUEST_KINDS = [
  'POSTAL_ADDRESS',
  'CONTACTS',
  'BANK_ACCOUNTS',
  'EGRUL_REFRESH',
  'REGISTRATION_DATA',
  'TAX_REGIME',
] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
