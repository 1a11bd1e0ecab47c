/**
 * The documents a person accepts and the versions in force (issue 18): the one place they are named.
 * Raising a version makes every user accept that document again after sign-in (the agreement dialog
 * opens); the server records each acceptance with the version, the time, the person and the client.
 */
export const CONSENT_DOCUMENTS = ['PERSONAL_DATA', 'USER_AGREEMENT'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/**
 * PERSONAL_DATA: the consent to personal-data processing of registration (02 §5), /pdf/PersonalDataAgreement.pdf;
 * USER_AGREEMENT: the user agreement on confidential information (01 §4.5), /pdf/ConfidentialInformationAgreement.pdf.
 */
export const CONSENT_VERSIONS: Readonly<Record<ConsentDocument, string>> = {
  PERSONAL_DATA: '2024-09-01',
  USER_AGREEMENT: '2024-09-01',
};

/** What an entry of a person's consent history records. */
export const CONSENT_ACTIONS = ['ACCEPTED', 'WITHDRAWN'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Where the person gave or withdrew it. */
export const CONSENT_SOURCES = ['REGISTRATION', 'AGREEMENT', 'PROFILE'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How long the link to a ready personal-data export works (seconds): short, it holds everything. */
export const PERSONAL_DATA_EXPORT_LINK_SECONDS = 300;
/** How long a built export is kept before a new one must be requested (days). */
export const PERSONAL_DATA_EXPORT_KEEP_DAYS = 7;
