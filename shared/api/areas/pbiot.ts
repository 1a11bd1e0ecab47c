import * as z from 'zod';
import { endpoint } from '../endpoint';
import { notShown } from './common';

const anyBody = z.record(z.string(), z.unknown());
const fileLink = z.object({ url: z.string(), name: z.string() });

export const pbiotFileStatistics = endpoint({
  id: 'pbiotFileStatistics',
  method: 'GET',
  path: '/api/pbiot/fileStatistics',
  fn: 'pbiot',
  access: 'supplier',
  response: z.object({ totalSize: z.number(), maxTotalSize: z.number(), isThresholdReached: z.boolean() }),
  doc: '03',
});
export const pbiotHistory = endpoint({
  id: 'pbiotHistory',
  method: 'GET',
  path: '/api/pbiot/history',
  fn: 'pbiot',
  access: 'supplier',
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
  response: notShown,
  doc: '03',
});
export const pbiotDoc = endpoint({
  id: 'pbiotDoc',
  method: 'POST',
  path: '/api/pbiot/doc',
  fn: 'pbiot',
  access: 'supplier',
  body: z.object({ fileId: z.string(), type: z.string().max(64) }),
  response: notShown,
  doc: '03',
});
export const pbiotIncidents = endpoint({
  id: 'pbiotIncidents',
  method: 'POST',
  path: '/api/pbiot/incidents',
  fn: 'pbiot',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const pbiotGenerateQuestionnaire = endpoint({
  id: 'pbiotGenerateQuestionnaire',
  method: 'GET',
  path: '/api/pbiot/current/generate-questionnaire',
  fn: 'pbiot',
  access: 'supplier',
  response: fileLink,
  doc: '03',
});
export const pbiotAccept = endpoint({
  id: 'pbiotAccept',
  method: 'POST',
  path: '/api/pbiot/accept',
  fn: 'pbiot',
  access: 'supplier',
  response: z.boolean(),
  doc: '03',
});
export const pbiotAccess = endpoint({
  id: 'pbiotAccess',
  method: 'GET',
  path: '/api/pbiot/access',
  fn: 'pbiot',
  access: 'supplier',
  response: notShown,
  doc: '03',
});
export const pbiotCurrent = endpoint({
  id: 'pbiotCurrent',
  method: 'GET',
  path: '/api/pbiot/current',
  fn: 'pbiot',
  access: 'supplier',
  response: notShown,
  doc: '03',
});
export const pbiotHistoryZip = endpoint({
  id: 'pbiotHistoryZip',
  method: 'GET',
  path: '/api/pbiot/history/{packageId}/zip/{partition}',
  fn: 'pbiot',
  access: 'supplier',
  params: z.object({
    packageId: z.string().min(1).max(64),
    partition: z.enum(['questionnaire', 'pbiot', 'ep']),
  }),
  response: fileLink,
  doc: '03',
});
export const pbiotDeleteDoc = endpoint({
  id: 'pbiotDeleteDoc',
  method: 'POST',
  path: '/api/pbiot/deletedoc/{type}',
  fn: 'pbiot',
  access: 'supplier',
  params: z.object({ type: z.string().min(1).max(64) }),
  response: notShown,
  doc: '03',
});
