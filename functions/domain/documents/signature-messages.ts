import { registerMessages } from '../../lib/messages';

/**
 * Why a filed e-signature was refused (issue 19). Registered by the lazily loaded signature check, so the
 * documents function's cold start does not carry them.
 */
export const SIGNATURE_MESSAGES_RU = {
  'documents.detail.signatureRequired':
    'Документ по форме КНД {form} принимается только с электронной подписью налогового органа: загрузите файл вместе с файлом подписи (.sig, .p7s) или подписанный файл (.p7m).',
  'documents.detail.signatureINVALID':
    'Электронная подпись недействительна: документ изменён после подписания. Загрузите документ в том виде, в котором он подписан.',
  'documents.detail.signatureEXPIRED':
    'Электронная подпись недействительна: сертификат подписанта не действовал на момент подписания.',
  'documents.detail.signatureUNTRUSTED':
    'Электронная подпись выдана удостоверяющим центром, которого нет в перечне аккредитованных удостоверяющих центров.',
  'documents.detail.signatureNOT_SIGNATURE':
    'Файл «{name}» не является электронной подписью документа: загрузите документ вместе с файлом его подписи (.sig, .p7s) или подписанный файл (.p7m).',
  'documents.detail.signatureNotTaxAuthority':
    'Документ по форме КНД {form} должен быть подписан электронной подписью налогового органа, а он подписан: {signer}.',
  'documents.detail.signatureUnpaired':
    'Файл подписи «{name}» не относится ни к одному файлу документа: назовите его как подписанный файл (например, документ.pdf.sig).',
  'documents.detail.signedContent': 'Подписанный файл «{name}» должен содержать документ PDF.',
  'documents.detail.signedForm':
    'Документ не соответствует форме КНД {form}: загрузите информационное письмо по форме КНД {form}.',
} as const;

export const SIGNATURE_MESSAGES_EN: Record<keyof typeof SIGNATURE_MESSAGES_RU, string> = {
  'documents.detail.signatureRequired':
    'A document on form KND {form} is accepted only with the tax authority’s e-signature: upload the file with its signature file (.sig, .p7s) or the signed file (.p7m).',
  'documents.detail.signatureINVALID':
    'The e-signature is not valid: the document was changed after signing. Upload the document as it was signed.',
  'documents.detail.signatureEXPIRED':
    'The e-signature is not valid: the signer’s certificate was not in force at the signing time.',
  'documents.detail.signatureUNTRUSTED':
    'The e-signature was issued by a certification authority that is not on the list of accredited authorities.',
  'documents.detail.signatureNOT_SIGNATURE':
    'The file “{name}” is not an e-signature of a document: upload the document with its signature file (.sig, .p7s) or the signed file (.p7m).',
  'documents.detail.signatureNotTaxAuthority':
    'A document on form KND {form} must carry the tax authority’s e-signature; it is signed by: {signer}.',
  'documents.detail.signatureUnpaired':
    'The signature file “{name}” belongs to no file of the document: name it after the signed file (e.g. document.pdf.sig).',
  'documents.detail.signedContent': 'The signed file “{name}” must hold a PDF document.',
  'documents.detail.signedForm':
    'The document is not on form KND {form}: upload the information letter on form KND {form}.',
};

registerMessages(SIGNATURE_MESSAGES_RU, SIGNATURE_MESSAGES_EN);

type SignatureMessages = typeof SIGNATURE_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds these keys
  interface ServerMessages extends SignatureMessages {}
}
