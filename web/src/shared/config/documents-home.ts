import { runtimeConfig } from './runtime-config';

/** The add-documents screen (03 §2). */
export const ADD_DOCUMENTS = '/documents/create';

/**
 * Where the supplier's documents section opens: the documents history (03 §2) or, while the stage's display
 * of linked documents is off and the history answers /404, the add-documents screen, which stays.
 */
export const documentsHome = (
  showLinkedDocuments: boolean = runtimeConfig().features.showLinkedDocuments,
): string => (showLinkedDocuments ? '/documents/' : ADD_DOCUMENTS);
