/**
 * The documents context's answer to other sections (tender stop factors, relationships columns):
 * has this counterparty loaded every REQUIRED document of its specification?
 * Other contexts call this, never the documents repositories.
 *
 * Until the documents section is built no counterparty has loaded any document, so the answer is false.
 */
export async function requiredDocumentsLoaded(counterpartyId: string): Promise<boolean> {
  void counterpartyId;
  return false;
}
