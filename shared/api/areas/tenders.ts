import * as z from 'zod';
import { endpoint } from '../endpoint';
import { TENDER_ACCESS_STATUSES } from '../../constants/spec';
import { ok } from './common';

export const tenderInfoSchema = z.object({
  accessStatus: z.enum(TENDER_ACCESS_STATUSES),
  licenceAcceptedDate: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export const stopFactorsSchema = z.object({
  missingRequiredDocuments: z.boolean(),
  blockingRiskIndicators: z.boolean(),
  limitDate: z.string().nullable(),
  blockingRiskIndicatorsList: z.array(
    z.object({ text: z.string(), links: z.array(z.object({ url: z.string(), title: z.string() })) }),
  ),
});
const payDoc = z.object({ url: z.string(), name: z.string() });

export const tenderInfo = endpoint({
  id: 'tenderInfo',
  method: 'GET',
  path: '/api/tenders/info',
  fn: 'tenders',
  access: 'supplier',
  response: tenderInfoSchema,
  doc: '01',
});
export const tenderAccept = endpoint({
  id: 'tenderAccept',
  method: 'POST',
  path: '/api/tenders/accept',
  fn: 'tenders',
  access: 'supplier',
  response: ok,
  doc: '01',
});
export const tenderStopFactors = endpoint({
  id: 'tenderStopFactors',
  method: 'GET',
  path: '/api/tenders/stopFactors',
  fn: 'tenders',
  access: 'supplier',
  response: stopFactorsSchema,
  doc: '01',
});
export const tenderPaymentOrders = endpoint({
  id: 'tenderPaymentOrders',
  method: 'GET',
  path: '/api/tenders/paymentOrders',
  fn: 'tenders',
  access: 'supplier',
  response: payDoc,
  doc: '01',
});
export const tenderPaymentDetails = endpoint({
  id: 'tenderPaymentDetails',
  method: 'GET',
  path: '/api/tenders/paymentDetails',
  fn: 'tenders',
  access: 'supplier',
  query: z.object({ currencyCode: z.string().min(1).max(8) }),
  response: payDoc,
  doc: '01',
});
