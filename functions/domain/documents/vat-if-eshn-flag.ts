import * as z from 'zod/mini';

/**
 * The spec's "load HDS documents if ESHN" flag (01 §9, 03 §9; HDS is НДС read as Latin letters, ESHN is ЕСХН):
 * since 2019 a supplier on the agricultural tax pays VAT unless exempt, so, on, its specification asks for the
 * VAT returns too. A setting of the stage (CDK context `loadVatDocumentsIfEshn` → LOAD_VAT_DOCUMENTS_IF_ESHN
 * of every function: the specification is read by documents, tenders, relationships, prequalification and
 * the jobs), on unless set to false.
 */
export const vatDocumentsIfEshn: boolean = z
  ._default(z.stringbool(), true)
  .parse(process.env.LOAD_VAT_DOCUMENTS_IF_ESHN);
