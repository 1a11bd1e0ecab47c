/**
 * Who is being erased (the retention rules of 01 §9, 02 §9, 03 §9): every context's
 * `erase-counterparty.ts` removes what it holds of this counterparty and of its users, and leaves
 * another counterparty's data alone.
 */
export interface ErasureSubject {
  counterpartyId: string;
  /** The identity provider's subjects of its users. */
  subs: readonly string[];
  /** Its users' logins (the identity provider's user names), beside `subs`. */
  logins: readonly string[];
  /** Its e-mail addresses in lower case: the users' logins and the questionnaire's contacts. */
  emails: readonly string[];
  /** The anonymous name the records the group must keep are moved under (`erased-<uuid>`). */
  erasureId: string;
  /** Why it is erased (a RetentionReason), kept with those records. */
  reason: string;
}
