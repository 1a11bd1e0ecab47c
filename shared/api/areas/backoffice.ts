import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The reviewers' area for change requests (issue: change requests wait for a decision). */
export const changeRequestSchema = z.object({
  id: z.string(),
  counterpartyId: z.string(),
  companyName: z.string().nullable(),
  kind: z.enum(['POSTAL_ADDRESS', 'CONTACTS', 'BANK_ACCOUNTS', 'EGRUL_REFRESH']),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  comment: z.string().nullable(),
});
export const changeRequestQueue = endpoint({ id: 'changeRequestQueue', method: 'GET', path: '/api/backoffice/change-requests', fn: 'backoffice', access: 'moderator', query: z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING') }), response: z.array(changeRequestSchema), doc: 'own' });
export const decideChangeRequest = endpoint({
  id: 'decideChangeRequest', method: 'POST', path: '/api/backoffice/change-requests/{id}/decision', fn: 'backoffice', access: 'moderator',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: z.object({ decision: z.enum(['APPROVE', 'REJECT']), comment: z.string().trim().min(1).max(2000) }),
  response: changeRequestSchema, doc: 'own',
});
