import type { AccountType } from '@shared/constants/spec';

/** The counterparty a supplier acts for. Every supplier route reads and writes only under it. */
export interface Tenant {
  counterpartyId: string;
  accountType: Exclude<AccountType, 'ADMIN'>;
  companyCode: string;
  /**
   * The account's copy of its counterparty (kept by every change of it): what a screen shows of the
   * supplier itself, not what a rule decides on, which reads the counterparty.
   */
  companyName: string;
  registrationDate: string;
  hasSavedData: boolean;
}
