import type { FunctionGroup } from '@shared/api/endpoint';
import type { BucketKey, TableKey } from '@shared/resources';

export type AccessLevel = 'read' | 'readWrite';

export interface ResourceAccess {
  readonly tables: Partial<Record<TableKey, AccessLevel>>;
  readonly buckets: Partial<Record<BucketKey, AccessLevel>>;
}

/** What building a personal-data export touches (functions/domain/personal-data/export-job.ts). */
export const PERSONAL_DATA_EXPORT: ResourceAccess = {
  tables: {
    accounts: 'readWrite',
    notifications: 'readWrite',
    files: 'read',
    documents: 'read',
    pbiot: 'read',
    tenders: 'read',
    communication: 'read',
  },
  buckets: { documents: 'readWrite' },
};

/**
 * Least privilege: the tables and buckets each function may touch (and whose names it gets in its
 * environment). Every group with supplier routes reads `accounts`, because the group handler
 * resolves the caller's counterparty there. test/infra/function-access.test.ts bundles each
 * function and fails when its code names a table or bucket that is missing here.
 */
export const FUNCTION_ACCESS: Record<FunctionGroup, ResourceAccess> = {
  // Health check and the user manual under the documents bucket's public/ prefix.
  public: { tables: {}, buckets: { documents: 'read' } },
  // The consents live with the accounts; a personal-data export (issue 18) reads every context's data,
  // writes the archive under exports/ of the documents bucket and notifies the supplier.
  account: { tables: PERSONAL_DATA_EXPORT.tables, buckets: PERSONAL_DATA_EXPORT.buckets },
  notifications: { tables: { accounts: 'read', notifications: 'readWrite' }, buckets: {} },
  dictionaries: { tables: { accounts: 'read', reference: 'read' }, buckets: {} },
  // Presigned uploads land in quarantine/, the check moves accepted files to files/.
  files: { tables: { accounts: 'read', files: 'readWrite' }, buckets: { documents: 'readWrite' } },
  // Tender access and payments; notices to the supplier; the generated PDFs under tenders/ and public/;
  // the stop factors read the documents section's "all required documents loaded" answer; the readiness
  // checklist (issue 21) also reads the safety check's state; a payment recomputes the risk profile (stored in
  // accounts, read from documents and pbiot).
  tenders: {
    tables: {
      accounts: 'readWrite',
      pbiot: 'read',
      reference: 'read',
      tenders: 'readWrite',
      notifications: 'readWrite',
      documents: 'read',
      files: 'read',
    },
    buckets: { documents: 'readWrite' },
  },
  // Chat attachments are checked files of the files table (a message holds its file); staff download them
  // with presigned links.
  communication: {
    tables: {
      accounts: 'readWrite',
      files: 'readWrite',
      notifications: 'readWrite',
      communication: 'readWrite',
    },
    buckets: { documents: 'read' },
  },
  // A FAQ question arrives in the staff inbox as a request (its chat code, shared with the staff's
  // answers, carries the answer e-mail of the outbox in the notifications table).
  faq: { tables: { accounts: 'read', communication: 'readWrite', notifications: 'readWrite' }, buckets: {} },
  profiles: {
    tables: { accounts: 'readWrite', files: 'readWrite', reference: 'read' },
    buckets: { documents: 'readWrite' },
  },
  bank: { tables: { accounts: 'read', reference: 'read' }, buckets: {} },
  // Registration checks the uploaded files it links to the new counterparty, and holds them.
  // A registration computes the counterparty's first risk profile (stored in accounts, read from documents,
  // pbiot and tenders).
  registration: {
    tables: {
      accounts: 'readWrite',
      files: 'readWrite',
      reference: 'readWrite',
      documents: 'read',
      pbiot: 'read',
      tenders: 'read',
    },
    // The risk computation's document reads name the documents bucket (it reads no object at registration).
    buckets: { documents: 'read' },
  },
  search: { tables: { accounts: 'read', reference: 'read' }, buckets: {} },
  // The removal check notifies; a non-resident entered by hand joins the register when a link is shared;
  // the table shows each subcontractor's "documents loaded" and "safety questionnaire complete" flags.
  relationships: {
    tables: {
      accounts: 'readWrite',
      notifications: 'readWrite',
      reference: 'readWrite',
      documents: 'read',
      pbiot: 'read',
      files: 'read',
    },
    buckets: { documents: 'read' },
  },
  // Cleaning moderation closes change requests, which reads the reference directory they are shown with;
  // open/pbiot grants a supplier editing access to its safety questionnaire.
  // An administrator answers a person's request with the same export.
  admin: {
    // A risk configuration change recomputes every profile from the documents and tenders it reads.
    tables: { ...PERSONAL_DATA_EXPORT.tables, reference: 'read', pbiot: 'readWrite' },
    buckets: { documents: 'readWrite', pbiot: 'readWrite' },
  },
  backoffice: {
    // The safety reviewers' queue decides PBIOT packages and links to their frozen files; a decision
    // recomputes the risk profile from the documents and tenders too.
    tables: {
      accounts: 'readWrite',
      notifications: 'readWrite',
      files: 'read',
      reference: 'read',
      pbiot: 'readWrite',
      documents: 'read',
      tenders: 'read',
    },
    buckets: { documents: 'read', pbiot: 'read' },
  },
  documents: {
    tables: {
      accounts: 'readWrite',
      files: 'readWrite',
      reference: 'read',
      documents: 'readWrite',
      notifications: 'readWrite',
      // A decision recomputes the risk profile from the safety packages and tender access too.
      pbiot: 'read',
      tenders: 'read',
    },
    buckets: { documents: 'readWrite' },
  },
  // Packages copy the accepted files out of the documents bucket into the PBIOT bucket; a document holds
  // its file, and a file refused or removed that nothing else holds is deleted.
  pbiot: {
    tables: { accounts: 'read', files: 'readWrite', pbiot: 'readWrite' },
    buckets: { documents: 'readWrite', pbiot: 'readWrite' },
  },
};
