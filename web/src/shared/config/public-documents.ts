import type { Language } from '@shared/constants/spec';

/**
 * Static documents of the portal (01 §7.4), served from web/public at the paths the specification names.
 * The agreements are the product's own texts, rendered to web/public/pdf by web/docs/agreements/render.sh.
 */
export interface PublicDocument {
  href: string;
  /** i18n key in the support namespace. */
  titleKey: string;
}

export const PERSONAL_DATA_AGREEMENT: PublicDocument = {
  href: '/pdf/PersonalDataAgreement.pdf',
  titleKey: 'documents.personalData',
};

export const CONFIDENTIALITY_AGREEMENT: PublicDocument = {
  href: '/pdf/ConfidentialInformationAgreement.pdf',
  titleKey: 'documents.confidentiality',
};

/** The safety section's manual (01 §2.10, §7.4), rendered from web/docs/agreements/Manual_LK_PBIOT.html. */
export const PBIOT_MANUAL: PublicDocument = {
  href: '/pdf/Manual_LK_PBIOT.pdf',
  titleKey: 'documents.pbiotManual',
};

/**
 * The training video on filing documents with an e-signature (01 §2.10, §7.4) and its captions, recorded by
 * the browser suite walking through that upload: `npm run video:esign` (test/video/record.ts) writes them.
 */
export const ESIGN_VIDEO: PublicDocument & { captions: Record<Language, string> } = {
  href: '/public/video/Esign_video.mp4',
  titleKey: 'documents.esignVideo',
  captions: { ru: '/public/video/Esign_video.ru.vtt', en: '/public/video/Esign_video.en.vtt' },
};
