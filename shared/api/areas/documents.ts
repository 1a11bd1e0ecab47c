import * as z from 'zod';
import { endpoint } from '../endpoint';
import { notShown } from './common';

const financeRecord = z.object({
  year: z.number().int(),
  totalIncome: z.number(),
  professionalTaxDeduction: z.number(),
});
const anyBody = z.record(z.string(), z.unknown());

export const documentsSpec = endpoint({
  id: 'documentsSpec',
  method: 'GET',
  path: '/api/profiles/documents/v3/spec',
  fn: 'documents',
  access: 'supplier',
  response: notShown,
  doc: '03',
});
export const documentPortions = endpoint({
  id: 'documentPortions',
  method: 'GET',
  path: '/api/profiles/documents/v2/portions',
  fn: 'documents',
  access: 'supplier',
  response: notShown,
  doc: '03',
});
export const resendDocumentPortions = endpoint({
  id: 'resendDocumentPortions',
  method: 'POST',
  path: '/api/profiles/documents/v2/portions/resend',
  fn: 'documents',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const startCreatingDocument = endpoint({
  id: 'startCreatingDocument',
  method: 'POST',
  path: '/api/profiles/documents/v3/start-creating',
  fn: 'documents',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const uploadDocumentFile = endpoint({
  id: 'uploadDocumentFile',
  method: 'POST',
  path: '/api/profiles/documents/v3/upload-file',
  fn: 'documents',
  access: 'supplier',
  query: z.object({ temporaryDocumentId: z.string(), documentPart: z.string() }),
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const removeDocumentFile = endpoint({
  id: 'removeDocumentFile',
  method: 'DELETE',
  path: '/api/profiles/documents/v3/remove-file',
  fn: 'documents',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const validateAndCreateDocument = endpoint({
  id: 'validateAndCreateDocument',
  method: 'POST',
  path: '/api/profiles/documents/v3/validate-and-create-document',
  fn: 'documents',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const npd = endpoint({
  id: 'npd',
  method: 'POST',
  path: '/api/profiles/npd',
  fn: 'documents',
  access: 'supplier',
  body: anyBody,
  response: notShown,
  doc: '03',
});
export const getFinancialIndicators = endpoint({
  id: 'getFinancialIndicators',
  method: 'GET',
  path: '/api/profiles/financialIndicators',
  fn: 'documents',
  access: 'supplier',
  response: z.array(financeRecord),
  doc: '03',
});
export const putFinancialIndicators = endpoint({
  id: 'putFinancialIndicators',
  method: 'PUT',
  path: '/api/profiles/financialIndicators',
  fn: 'documents',
  access: 'supplier',
  body: z.array(financeRecord).length(1),
  response: notShown,
  doc: '03',
});
export const getFinancialIndicatorsAutoUsn = endpoint({
  id: 'getFinancialIndicatorsAutoUsn',
  method: 'GET',
  path: '/api/profiles/financialIndicatorsAutoUsn',
  fn: 'documents',
  access: 'supplier',
  response: z.array(financeRecord),
  doc: '03',
});
export const putFinancialIndicatorsAutoUsn = endpoint({
  id: 'putFinancialIndicatorsAutoUsn',
  method: 'PUT',
  path: '/api/profiles/financialIndicatorsAutoUsn',
  fn: 'documents',
  access: 'supplier',
  body: z.array(financeRecord).length(1),
  response: notShown,
  doc: '03',
});
