/**
 * Static documents of the portal (01 §7.4). The agreements are the product's own texts, rendered to
 * web/public/pdf by web/docs/agreements/render.sh; a document not published yet is listed as not
 * available rather than linked to nothing.
 */
export interface PublicDocument {
  href: string;
  /** i18n key in the support namespace. */
  titleKey: string;
  available: boolean;
}

export const PERSONAL_DATA_AGREEMENT: PublicDocument = {
  href: '/pdf/PersonalDataAgreement.pdf',
  titleKey: 'documents.personalData',
  available: true,
};

export const CONFIDENTIALITY_AGREEMENT: PublicDocument = {
  href: '/pdf/ConfidentialInformationAgreement.pdf',
  titleKey: 'documents.confidentiality',
  available: true,
};

/** The safety section's manual (01 §2.10, §7.4), rendered from web/docs/agreements/Manual_LK_PBIOT.html. */
export const PBIOT_MANUAL: PublicDocument = {
  href: '/pdf/Manual_LK_PBIOT.pdf',
  titleKey: 'documents.pbiotManual',
  available: true,
};

export const ESIGN_VIDEO: PublicDocument = {
  href: '/public/video/Esign_video.mp4',
  titleKey: 'documents.esignVideo',
  available: false,
};
