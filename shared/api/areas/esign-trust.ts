import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';

/**
 * Beyond the spec's call list: the state of the e-signature trust for administrators: the official
 * list of accredited CAs (its version, when loaded), the manual anchors, the CRLs the trust job fetched, and
 * whether any anchor is trusted at all (without one the tax authority's letters cannot be accepted).
 */
export const esignTrustStatusSchema = lazySchema(() =>
  z.object({
    usable: z.boolean(),
    manualAnchors: z.number().int(),
    official: z
      .object({
        source: z.string(),
        version: z.string(),
        date: z.string().nullable(),
        loadedAt: z.string(),
        authorities: z.number().int(),
      })
      .nullable(),
    officialAnchors: z.number().int(),
    officialSource: z.string(),
    report: z
      .object({
        checkedAt: z.string(),
        officialError: z.string().nullable(),
        crls: z.array(
          z.object({
            url: z.string(),
            issuer: z.string(),
            thisUpdate: z.string().nullable(),
            nextUpdate: z.string().nullable(),
            revoked: z.number().int().nullable(),
            error: z.string().nullable(),
          }),
        ),
      })
      .nullable(),
    crls: z.object({ stored: z.number().int(), fresh: z.number().int() }),
    revocation: z.enum(['require', 'report']),
  }),
);
export type EsignTrustStatus = z.infer<ReturnType<typeof esignTrustStatusSchema>>;

export const esignTrustStatus = endpoint({
  id: 'esignTrustStatus',
  method: 'GET',
  path: '/api/admin/esign-trust',
  fn: 'admin',
  access: 'admin',
  response: esignTrustStatusSchema,
  doc: 'own',
});
