import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema';
import { endpoint } from '../endpoint';

/**
 * The trust job's last report, as it stores it and as the administrators' status shows it: when it ran, the
 * official list's error if its load failed, and each CRL fetched.
 */
export const trustJobReportSchema = lazySchema(() =>
  z.object({
    checkedAt: z.string(),
    officialError: z.nullable(z.string()),
    crls: z.array(
      z.object({
        url: z.string(),
        issuer: z.string(),
        thisUpdate: z.nullable(z.string()),
        nextUpdate: z.nullable(z.string()),
        revoked: z.nullable(z.number().check(z.int())),
        error: z.nullable(z.string()),
      }),
    ),
  }),
);

/**
 * Beyond the spec's call list: the state of the e-signature trust for administrators: the official
 * list of accredited CAs (its version, when loaded), the manual anchors, the CRLs the trust job fetched, and
 * whether any anchor is trusted at all (without one the tax authority's letters cannot be accepted).
 */
export const esignTrustStatusSchema = lazySchema(() =>
  z.object({
    usable: z.boolean(),
    manualAnchors: z.number().check(z.int()),
    official: z.nullable(
      z.object({
        source: z.string(),
        version: z.string(),
        date: z.nullable(z.string()),
        loadedAt: z.string(),
        authorities: z.number().check(z.int()),
      }),
    ),
    officialAnchors: z.number().check(z.int()),
    officialSource: z.string(),
    report: z.nullable(trustJobReportSchema()),
    crls: z.object({ stored: z.number().check(z.int()), fresh: z.number().check(z.int()) }),
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
