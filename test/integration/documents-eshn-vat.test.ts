import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSpec } from '@shared/api/areas/documents';
import type { SupplierReadiness } from '@shared/api/areas/tenders';
import { call } from '../support/api';
import { filePdfDocument, startDraft, supplierUnder, type DocumentSupplier } from './documents-helpers';
import { ok } from './supplier-helpers';

/**
 * "Load HDS documents if ESHN" (01 §9, 03 §9), on in this stage as by default: a supplier on the agricultural
 * tax (ЕСХН) is a VAT payer, so the server asks it for the VAT return (the specification, the tax-return warning
 * and the readiness checklist agree) until it files a VAT exemption.
 */

const spec = (s: DocumentSupplier) =>
  ok<DocumentSpec>(call('GET', '/api/profiles/documents/v3/spec', { token: s.token }));
const codes = (group: DocumentSpec['required']) => group.documentTypes.map((t) => t.code);
const missingDocuments = async (s: DocumentSupplier) =>
  (await ok<SupplierReadiness>(call('GET', '/api/tenders/readiness', { token: s.token }))).items
    .filter((i) => i.code === 'DOCUMENT_MISSING')
    .map((i) => i.subject);

const VAT_RETURN = 'Налоговая декларация по НДС (XML)';

describe('a company on the agricultural tax (ЕСХН) with "load HDS documents if ESHN" on', () => {
  let eshn: DocumentSupplier;
  beforeAll(async () => {
    eshn = await supplierUnder('ESHN');
  });

  it('is asked for its VAT return beside the ЕСХН one, and warned of the quarter due', async () => {
    const asked = await spec(eshn);
    expect(asked.taxRegime).toBe('ESHN');
    expect(codes(asked.required)).toEqual(
      expect.arrayContaining(['EshnXML', 'TaxTypeConfirmationESHN', 'VatXML']),
    );
    expect(codes(asked.additional)).toEqual(expect.arrayContaining(['Vat', 'EndVatPDF', 'VatExemption']));
    expect(asked.taxReturnWarnings.map((w) => w.documentType)).toContain('VatXML');
    expect(await missingDocuments(eshn)).toContain(VAT_RETURN);
  });

  it('with a VAT exemption filed, is no longer asked for the VAT return, which stays offered', async () => {
    await filePdfDocument(eshn.token, 'VatExemption', 'Уведомление об освобождении.pdf');
    const exempt = await spec(eshn);
    expect(codes(exempt.required)).not.toContain('VatXML');
    expect(codes(exempt.additional)).toContain('VatXML');
    expect(exempt.taxReturnWarnings.map((w) => w.documentType)).not.toContain('VatXML');
    expect(await missingDocuments(eshn)).not.toContain(VAT_RETURN);
    // The upload choices are the same: the supplier may still file a VAT return.
    await ok(startDraft(eshn.token, 'VatXML'));
  });
});
