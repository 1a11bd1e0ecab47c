import * as z from 'zod';

/**
 * SHOW_PBIOT, the spec's feature flag of the section (per stage: CDK context → function environment), on
 * its own so that another context reads it without loading the section's texts and settings.
 */
export const showPbiot: boolean = z.stringbool().default(true).parse(process.env.SHOW_PBIOT);
