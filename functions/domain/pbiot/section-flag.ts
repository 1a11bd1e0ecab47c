import * as z from 'zod/mini';

/**
 * SHOW_PBIOT, the spec's feature flag of the section (per stage: CDK context → function environment), on
 * its own so that another context reads it without loading the section's texts and settings.
 */
export const showPbiot: boolean = z._default(z.stringbool(), true).parse(process.env.SHOW_PBIOT);
