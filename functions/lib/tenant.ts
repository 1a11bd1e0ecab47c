import type { AccountType } from '@shared/constants/spec';

/** The counterparty a supplier acts for. Every supplier route reads and writes only under it. */
export interface Tenant {
  counterpartyId: string;
  accountType: Exclude<AccountType, 'ADMIN'>;
  companyCode: string;
}
