import { domainEvent, type CounterpartyChange } from '../../lib/domain-events';

/** A tender-access payment was recorded (prequalification/risk-subscriber.ts follows it). */
export const tenderPaymentRecorded = domainEvent<CounterpartyChange>('tenders.paymentRecorded');
