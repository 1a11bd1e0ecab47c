import { domainEvent, type CounterpartyChange } from '../../lib/domain-events';

/** A safety reviewer decided a PBIOT package (prequalification/risk-subscriber.ts follows it). */
export const packageDecided = domainEvent<CounterpartyChange>('pbiot.packageDecided');
