import { randomUUID } from 'node:crypto';
import type { AccessEvent, AccessRow, StatementLine, TenderAccessStatus } from '@shared/api/areas/tenders';
import { TENDER_ACCESS_STATUSES } from '@shared/constants/spec';
import { tenderPaymentRecorded } from './payment-events';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { moscowDate } from '../../lib/working-days';
import { canPay, expired, paid } from './access-lifecycle';
import { readStatementBase64, StatementFormatError, type StatementDocument } from './bank-statement';
import { feeWithVat } from './money';
import { paymentCodesIn } from './payment-code';
import { TENDER_CONFIG } from './tender-config';
import { notify } from './tender-service';
import { stateOf, tendersRepository, type AccessItem } from './tenders-repository';
import './messages';
import { BUSINESS_METRICS } from '../../lib/business-metrics';
import { count } from '../../lib/metrics';

/**
 * The group's side of tender access (back office, moderators): the register by status and due date,
 * payments matched from a bank statement, a manual "payment received", and the history of every change.
 */

/** Who changed access when no person did: the scheduled job. */
export const SYSTEM = 'system';

const toRow = (item: AccessItem): AccessRow => ({
  counterpartyId: item.counterpartyId,
  companyName: item.companyName,
  companyCode: item.companyCode,
  accountType: item.accountType,
  accessStatus: item.status,
  dateTo: item.dateTo ?? null,
  blockedFrom: item.blockedFrom ?? null,
  licenceAcceptedDate: item.licenceAcceptedAt ?? null,
  paymentCode: item.paymentCode,
});

/** GET /tenders/staff/suppliers: one status, or all of them, each by due date (soonest first). */
export async function accessList(status: TenderAccessStatus | undefined): Promise<AccessRow[]> {
  const statuses = status ? [status] : TENDER_ACCESS_STATUSES.filter((s) => s !== 'NOT_CONFIRMED');
  const lists = await Promise.all(statuses.map((s) => tendersRepository.listByStatus(s)));
  return lists.flat().map(toRow);
}

export async function accessHistory(counterpartyId: string): Promise<AccessEvent[]> {
  const access = await tendersRepository.getAccess(counterpartyId);
  if (!access) throw notFound();
  return (await tendersRepository.listEvents(counterpartyId)).map((e) => ({
    id: e.id,
    at: e.at,
    by: e.by,
    kind: e.kind,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    comment: e.comment ?? null,
  }));
}

interface PaymentFacts {
  paymentKey: string;
  paidOn: string;
  amountKopecks?: number;
  source: 'STATEMENT' | 'MANUAL';
  statementId?: string;
  comment?: string;
}

/** Writes that lost a race are read again and retried; more than this many in a row means something is wrong. */
const RETRIES = 3;

/**
 * Records a payment once (its key is written with a condition) and opens or renews access with a
 * versioned write; records who and when, and tells the supplier. Null when this payment was recorded before.
 */
async function applyPayment(
  counterpartyId: string,
  facts: PaymentFacts,
  by: string,
  now: Date,
): Promise<AccessItem | null> {
  const fresh = await tendersRepository.recordPayment({
    counterpartyId,
    ...facts,
    recordedBy: by,
    recordedAt: now.toISOString(),
  });
  if (!fresh) return null;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const item = await tendersRepository.getAccess(counterpartyId);
    if (!item) break;
    // A period that ended before the job caught it counts as ended: the payment starts a new one.
    const before = expired(stateOf(item), facts.paidOn) ?? stateOf(item);
    const next = paid(before, facts.paidOn);
    const updated = await tendersRepository.updateAccess(item, next, now);
    if (!updated) continue;
    await tendersRepository.addEvent({
      counterpartyId,
      at: now.toISOString(),
      id: randomUUID(),
      by,
      kind: 'PAID',
      fromStatus: item.status,
      toStatus: next.status,
      comment: facts.comment,
    });
    await notify(counterpartyId, facts.comment ? 'tender.notice.paidComment' : 'tender.notice.paid', {
      date: next.dateTo ?? '',
      ...(facts.comment ? { comment: facts.comment } : {}),
    });
    await tenderPaymentRecorded.publish({ counterpartyId, at: now });
    return updated;
  }
  // Nothing changed: the payment must not stay recorded without its effect.
  await tendersRepository.removePayment(counterpartyId, facts.paymentKey);
  throw conflict('error.conflict');
}

/** POST /tenders/staff/suppliers/{id}/payment: a person records a payment (e.g. an unmatched line, a transfer in currency). */
export async function paymentReceived(
  caller: Caller,
  counterpartyId: string,
  body: { paidOn: string; comment: string },
  now: Date,
): Promise<AccessRow> {
  const item = await tendersRepository.getAccess(counterpartyId);
  if (!item) throw notFound('tender.noAccessRecord');
  if (!canPay(stateOf(item))) throw conflict('tender.noAccessRecord');
  const paidOn = body.paidOn.slice(0, 10);
  if (paidOn > moscowDate(now)) throw badRequest('error.validation');
  const updated = await applyPayment(
    counterpartyId,
    {
      paymentKey: `MANUAL|${paidOn}|${randomUUID()}`,
      paidOn,
      source: 'MANUAL',
      comment: body.comment,
    },
    caller.login,
    now,
  );
  if (!updated) throw conflict('error.conflict');
  return toRow(updated);
}

const line = (
  doc: StatementDocument,
  outcome: StatementLine['outcome'],
  reason: StatementLine['reason'],
  access: AccessItem | null,
): StatementLine => ({
  index: doc.index,
  number: doc.number,
  date: doc.date,
  amount: (doc.amountKopecks / 100).toFixed(2),
  payerName: doc.payerName,
  payerInn: doc.payerInn,
  purpose: doc.purpose,
  outcome,
  reason,
  counterpartyId: access?.counterpartyId ?? null,
  companyName: access?.companyName ?? null,
});

/** One incoming payment: matched by the code in its purpose and the amount due on its date. */
async function matchDocument(
  doc: StatementDocument,
  statementId: string,
  by: string,
  now: Date,
): Promise<StatementLine> {
  const payee = TENDER_CONFIG.payee;
  const incoming = doc.payeeAccount === payee.account || (!doc.payeeAccount && doc.payeeInn === payee.inn);
  if (!incoming) return line(doc, 'UNMATCHED', 'NOT_INCOMING', null);
  const [code] = paymentCodesIn(doc.purpose);
  if (!code) return line(doc, 'UNMATCHED', 'NO_CODE', null);
  const access = await tendersRepository.findByCode(code);
  if (!access) return line(doc, 'UNMATCHED', 'UNKNOWN_CODE', null);
  if (doc.amountKopecks !== feeWithVat(TENDER_CONFIG.feeRubKopecks, doc.date).total) {
    return line(doc, 'UNMATCHED', 'AMOUNT_MISMATCH', access);
  }
  const applied = await applyPayment(
    access.counterpartyId,
    {
      // The same line in a later statement (or the same file twice) is the same payment.
      paymentKey: `STATEMENT|${doc.date}|${doc.number}|${doc.payerAccount}|${doc.amountKopecks}`,
      paidOn: doc.date,
      amountKopecks: doc.amountKopecks,
      source: 'STATEMENT',
      statementId,
    },
    by,
    now,
  );
  return line(doc, applied ? 'MATCHED' : 'ALREADY_RECORDED', null, applied ?? access);
}

/**
 * POST /tenders/staff/statements: the statement is read whole first; an empty, oversized or malformed file is
 * refused (400) with the rule it breaks before anything is written. Lines are then matched one after another
 * (a supplier with two lines gets both, in order).
 */
export async function uploadStatement(
  caller: Caller,
  body: { fileName: string; contentBase64: string },
  now: Date,
): Promise<{ id: string; lines: StatementLine[] }> {
  let documents: StatementDocument[];
  try {
    documents = readStatementBase64(body.contentBase64).documents;
  } catch (error) {
    if (error instanceof StatementFormatError) throw badRequest(error.reason, error.params);
    throw error;
  }
  const id = randomUUID();
  const lines: StatementLine[] = [];
  for (const doc of documents) lines.push(await matchDocument(doc, id, caller.login, now));
  const matched = lines.filter((l) => l.outcome === 'MATCHED').length;
  count(BUSINESS_METRICS.statementMatched, {}, matched);
  for (const l of lines)
    if (l.outcome === 'UNMATCHED') count(BUSINESS_METRICS.statementUnmatched, { reason: l.reason ?? '' });
  await tendersRepository.putStatement({
    id,
    fileName: body.fileName,
    uploadedAt: now.toISOString(),
    uploadedBy: caller.login,
    lines: JSON.stringify(lines),
  });
  return { id, lines };
}

/**
 * The scheduled job: access whose last day has passed becomes BLOCKED from the next day. Each change is a
 * versioned write, so two runs at once (or one after the other) change each supplier once.
 */
export async function runAccessJob(now: Date): Promise<{ blocked: number }> {
  const today = moscowDate(now);
  const due = (
    await Promise.all([
      tendersRepository.listByStatus('TEMPORARY', today),
      tendersRepository.listByStatus('OPEN', today),
    ])
  ).flat();
  let blocked = 0;
  for (const item of due) {
    const next = expired(stateOf(item), today);
    if (!next) continue;
    const updated = await tendersRepository.updateAccess(item, next, now);
    if (!updated) continue;
    blocked++;
    await tendersRepository.addEvent({
      counterpartyId: item.counterpartyId,
      at: now.toISOString(),
      id: randomUUID(),
      by: SYSTEM,
      kind: item.status === 'OPEN' ? 'EXPIRED' : 'BLOCKED',
      fromStatus: item.status,
      toStatus: next.status,
    });
    await notify(item.counterpartyId, 'tender.notice.blocked', { date: next.blockedFrom ?? '' });
  }
  return { blocked };
}

/**
 * Tender access as activity for the retention rules (03 §9): the moment of its last change, or now
 * while it is open; null when the counterparty never asked for it (or never got past NOT_CONFIRMED).
 */
export async function lastTenderActivity(counterpartyId: string, now: Date): Promise<string | null> {
  const access = await tendersRepository.getAccess(counterpartyId);
  if (!access || access.status === 'NOT_CONFIRMED') return null;
  return access.status === 'OPEN' || access.status === 'TEMPORARY' ? now.toISOString() : access.updatedAt;
}
