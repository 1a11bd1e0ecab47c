/**
 * The PBIOT context's answer to other sections (relationships columns): is this counterparty's safety
 * questionnaire complete? Other contexts call this, never the PBIOT repositories.
 *
 * Until the PBIOT section is built no counterparty has filled its questionnaire, so the answer is false.
 */
export async function safetyQuestionnaireComplete(counterpartyId: string): Promise<boolean> {
  void counterpartyId;
  return false;
}
