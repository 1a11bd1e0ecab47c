import type { RiskTrigger } from '@shared/api/areas/prequalification';
import { subscribe, type DomainEventType } from '../../lib/domain-events';

/**
 * The risk profile listens to the changes of its inputs: a document decided, a PBIOT package decided, a
 * tender payment recorded. Imported (for its registration) by the handlers of the functions that
 * announce them; the computation loads on the first event, so their other calls do not carry it.
 */
const TRIGGERS: Record<DomainEventType, RiskTrigger> = {
  DOCUMENT_DECIDED: 'DOCUMENT_DECIDED',
  PBIOT_PACKAGE_DECIDED: 'PBIOT_PACKAGE_DECIDED',
  TENDER_PAYMENT_RECORDED: 'TENDER_PAYMENT_RECORDED',
};

subscribe('risk-profile', async (event) => {
  const { recomputeRisk } = await import('./risk-service');
  await recomputeRisk(event.counterpartyId, TRIGGERS[event.type], event.at);
});
