import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';
import { RETENTION_REASONS } from '../../constants/retention';

/**
 * Beyond the spec's call list: the retention rules of 01 §9, 02 §9, 03 §9 (issue 18). The supplier sees
 * its deadline while the 21 working days run; administrators see the accounts due for deletion and
 * may postpone one with a reason.
 */
const isoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const retentionDeadline = endpoint({
  id: 'retentionDeadline',
  method: 'GET',
  path: '/api/retention/deadline',
  // The tenders function already reads what the deadline needs: documents loaded, tender access.
  fn: 'tenders',
  access: 'supplier',
  response: () => z.nullable(z.object({ dueDate: isoDate(), workingDaysLeft: z.number().check(z.int()) })),
  doc: 'own',
});

export const retentionCaseSchema = lazySchema(() =>
  z.object({
    counterpartyId: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    reason: z.enum(RETENTION_REASONS),
    dueDate: isoDate(),
    /** When each reminder was sent (ISO instants), oldest first. */
    remindersSent: z.array(z.string()),
    postponedUntil: z.nullable(isoDate()),
    postponeReason: z.nullable(z.string()),
  }),
);
export type RetentionCase = z.infer<ReturnType<typeof retentionCaseSchema>>;

export const retentionDueList = endpoint({
  id: 'retentionDueList',
  method: 'GET',
  path: '/api/admin/retention',
  fn: 'admin',
  access: 'admin',
  response: () => z.array(retentionCaseSchema()),
  doc: 'own',
});

export const retentionPostpone = endpoint({
  id: 'retentionPostpone',
  method: 'POST',
  path: '/api/admin/retention/{counterpartyId}/postpone',
  fn: 'admin',
  access: 'admin',
  params: () => z.object({ counterpartyId: z.string().check(z.uuid()) }),
  body: () => z.object({ until: isoDate(), reason: requiredText(2000) }),
  response: () => z.object({ counterpartyId: z.string(), dueDate: isoDate(), postponedUntil: isoDate() }),
  doc: 'own',
});
