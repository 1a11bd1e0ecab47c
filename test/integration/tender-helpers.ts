import { randomUUID } from 'node:crypto';
import type { AccessEvent, AccessRow, StopFactors, TenderInfo } from '@shared/api/areas/tenders';
import { withControlKey } from '@shared/validation/bank-account';
import { statementBytes } from '../../functions/domain/tenders/statement.fixture';
import { call } from '../support/api';
import { ok } from './supplier-helpers';

/** Tender access calls and fixtures shared by the tender suite and the tenant matrix. */

/** Register records no other suite registers: the suites share one register, and "компания" runs out. */
export const TENDER_REGISTER_SEARCH = 'Техно';

export const TENDER_PAYEE = { account: '40702810200000012345', inn: '7704123450' } as const;

export const tenderInfoOf = (token: string) => ok<TenderInfo>(call('GET', '/api/tenders/info', { token }));
export const tenderStopFactorsOf = (token: string) =>
  ok<StopFactors>(call('GET', '/api/tenders/stopFactors', { token }));
export const acceptTenderAs = (token: string) => call('POST', '/api/tenders/accept', { token });
export const accessHistoryOf = (moderator: string, counterpartyId: string) =>
  ok<AccessEvent[]>(
    call('GET', `/api/tenders/staff/suppliers/${counterpartyId}/history`, { token: moderator }),
  );
export const accessRegister = (moderator: string) =>
  ok<AccessRow[]>(call('GET', '/api/tenders/staff/suppliers', { token: moderator }));

/** Today in Moscow as the statement writes it (DD.MM.YYYY). */
const statementDate = (): string =>
  new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.');

/** Uploads a statement with one payment of the full fee (22 % VAT) carrying `code`. */
export function uploadPaymentFor(token: string, code: string, payer: { name: string; inn: string }) {
  const bytes = statementBytes(TENDER_PAYEE.account, [
    {
      number: String(100 + Math.floor(Math.random() * 800)),
      date: statementDate(),
      amount: '61000.00',
      payerName: payer.name,
      payerInn: payer.inn,
      payerAccount: '40702810938000099999',
      payeeAccount: TENDER_PAYEE.account,
      payeeInn: TENDER_PAYEE.inn,
      purpose: `Лицензионное вознаграждение, код ${code}`,
    },
  ]);
  return call('POST', '/api/tenders/staff/statements', {
    token,
    body: { fileName: 'kl_to_1c.txt', contentBase64: Buffer.from(bytes).toString('base64') },
  });
}

/**
 * Gives a supplier a rouble account in its questionnaire, as if KSSS had accepted it (the review flow is
 * the profiles suites' subject). Needs useEmulatorsInProcess() first.
 */
export async function giveRubAccount(
  counterpartyId: string,
  bankId: string,
  currencyId: string,
  body = '40702810000000004001',
): Promise<string> {
  const { profilesRepository } = await import('../../functions/domain/profiles/profiles-repository');
  const profile = await profilesRepository.get(counterpartyId);
  if (!profile) throw new Error(`no profile for ${counterpartyId}`);
  const accountNumber = withControlKey(body, '044525225');
  await profilesRepository.update(counterpartyId, profile.version, {
    bankAccounts: [
      ...profile.bankAccounts,
      {
        id: randomUUID(),
        accountNumber,
        isIBAN: false,
        accountType: 'SETTLEMENT',
        state: 'ACTIVE',
        bankId,
        currencyId,
      },
    ],
  });
  return accountNumber;
}
