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
    'Электронная подпись недействительна: сертификат подписанта «{subject}» не действовал на {time} UTC — момент, на который проверяется подпись (время штампа времени, а без него — время получения файла кабинетом).',
  'documents.detail.signatureNOT_CA':
    'Электронная подпись недействительна: сертификат «{subject}», которым выдан сертификат подписанта, не является сертификатом удостоверяющего центра (в нём нет признака «CA» в основных ограничениях), поэтому выдавать сертификаты он не вправе. Так выглядит подделка подписи.',
  'documents.detail.signatureNO_CERT_SIGN':
    'Электронная подпись недействительна: сертификату удостоверяющего центра «{subject}» не разрешено подписывать сертификаты (в использовании ключа нет «Подписание сертификатов»).',
  'documents.detail.signaturePATH_TOO_LONG':
    'Электронная подпись недействительна: сертификат удостоверяющего центра «{subject}» ограничивает длину цепочки сертификатов, а цепочка подписи длиннее.',
  'documents.detail.signatureCRITICAL_EXTENSION':
    'Электронная подпись недействительна: сертификат «{subject}» содержит неизвестное критическое расширение, поэтому его нельзя признать.',
  'documents.detail.signatureSIGNING_NOT_ALLOWED':
    'Электронная подпись недействительна: сертификат «{subject}» не предназначен для подписания документов (использование ключа не включает электронную подпись).',
  'documents.detail.signatureCA_EXPIRED':
    'Электронная подпись недействительна: сертификат удостоверяющего центра «{subject}» в цепочке подписи не действовал на {time} UTC — момент, на который проверяется подпись (время штампа времени, а без него — время получения файла кабинетом).',
  'documents.detail.signatureANCHOR_EXPIRED':
    'Электронная подпись недействительна: корневой сертификат аккредитованного удостоверяющего центра «{subject}» не действовал на {time} UTC — момент, на который проверяется подпись (время штампа времени, а без него — время получения файла кабинетом).',
  'documents.detail.signatureREVOKED':
    'Электронная подпись недействительна: сертификат «{subject}» отозван удостоверяющим центром {revokedAt} UTC.',
  'documents.detail.signatureREVOCATION_UNKNOWN':
    'Электронную подпись нельзя признать: не удалось проверить, не отозван ли сертификат «{subject}» (нет действующего списка отозванных сертификатов удостоверяющего центра). Повторите загрузку позже.',
  'documents.detail.signatureNotQualified':
    'Документ по форме КНД {form} должен быть подписан квалифицированной электронной подписью налогового органа, а сертификат «{subject}» не является квалифицированным (в нём нет сведений о средствах электронной подписи и классе защиты).',
  'documents.detail.signatureNoTrustList':
    'Документ по форме КНД {form} сейчас нельзя принять: в кабинете не загружен перечень аккредитованных удостоверяющих центров, без него подпись налогового органа не проверить. Оператор кабинета уведомлён; повторите загрузку позже.',
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
    'The e-signature is not valid: the signer’s certificate “{subject}” was not in force at {time} UTC, the time the signature is judged at (its timestamp’s, or without one when the cabinet received the file).',
  'documents.detail.signatureNOT_CA':
    'The e-signature is not valid: the certificate “{subject}” that issued the signer’s certificate is not a certification authority’s (its basic constraints lack the CA mark), so it may not issue certificates. This is what a forged signature looks like.',
  'documents.detail.signatureNO_CERT_SIGN':
    'The e-signature is not valid: the certification authority certificate “{subject}” is not allowed to sign certificates (its key usage lacks keyCertSign).',
  'documents.detail.signaturePATH_TOO_LONG':
    'The e-signature is not valid: the certification authority certificate “{subject}” limits the length of the certificate path, and the signature’s path is longer.',
  'documents.detail.signatureCRITICAL_EXTENSION':
    'The e-signature is not valid: the certificate “{subject}” carries an unknown critical extension, so it cannot be accepted.',
  'documents.detail.signatureSIGNING_NOT_ALLOWED':
    'The e-signature is not valid: the certificate “{subject}” is not meant for signing documents (its key usage does not include digital signature).',
  'documents.detail.signatureCA_EXPIRED':
    'The e-signature is not valid: the certification authority certificate “{subject}” in the signature’s path was not in force at {time} UTC, the time the signature is judged at (its timestamp’s, or without one when the cabinet received the file).',
  'documents.detail.signatureANCHOR_EXPIRED':
    'The e-signature is not valid: the root certificate of the accredited certification authority “{subject}” was not in force at {time} UTC, the time the signature is judged at (its timestamp’s, or without one when the cabinet received the file).',
  'documents.detail.signatureREVOKED':
    'The e-signature is not valid: the certificate “{subject}” was revoked by its certification authority at {revokedAt} UTC.',
  'documents.detail.signatureREVOCATION_UNKNOWN':
    'The e-signature cannot be accepted: whether the certificate “{subject}” is revoked could not be checked (no current revocation list of its certification authority). Try again later.',
  'documents.detail.signatureNotQualified':
    'A document on form KND {form} must carry the tax authority’s qualified e-signature; the certificate “{subject}” is not a qualified one (it names no e-signature tools and no class of protection).',
  'documents.detail.signatureNoTrustList':
    'A document on form KND {form} cannot be accepted now: the list of accredited certification authorities is not loaded, and without it the tax authority’s signature cannot be checked. The cabinet’s operator has been told; try again later.',
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
