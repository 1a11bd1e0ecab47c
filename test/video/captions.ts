import type { Language } from '../../shared/constants/spec';

/**
 * The captions of the training video on filing a document with an e-signature (01 §2.10), one per step of
 * esign-video.spec.ts, in the order they play. The recording burns the Russian text into the picture and
 * writes both languages, with the times the steps took, to the WebVTT files beside the video.
 */
export const ESIGN_VIDEO_CAPTIONS = {
  title: {
    ru: 'Как загрузить документ, подписанный электронной подписью',
    en: 'How to upload a document signed with an electronic signature',
  },
  signIn: {
    ru: 'Войдите в личный кабинет: адрес электронной почты и пароль вашей учётной записи.',
    en: 'Sign in to the personal account with your e-mail address and password.',
  },
  openDocuments: {
    ru: 'Откройте раздел «Документы» в меню.',
    en: 'Open the Documents section from the menu.',
  },
  addDocuments: {
    ru: 'Нажмите «Добавить документы».',
    en: 'Click “Add documents”.',
  },
  chooseType: {
    ru: 'Выберите тип документа. Информационное письмо по форме КНД 1120503 принимается только с электронной подписью налогового органа.',
    en: 'Choose the document type. The KND 1120503 information letter is accepted only with the tax authority’s electronic signature.',
  },
  mainFile: {
    ru: 'В поле «Файл документа» выберите сам документ — файл PDF в том виде, в котором его подписали.',
    en: 'In “Document file”, choose the document itself: the PDF exactly as it was signed.',
  },
  signatureFile: {
    ru: 'В поле «Файл подписи» выберите откреплённую подпись (.sig или .p7s) с тем же именем, например «Письмо.pdf.sig».',
    en: 'In “Signature file”, choose the detached signature (.sig or .p7s) with the same name, e.g. “Letter.pdf.sig”.',
  },
  attachedSignature: {
    ru: 'Документ с присоединённой подписью (один файл .p7m) загружайте в поле «Файл документа», без отдельного файла подписи.',
    en: 'A document with an attached signature (one .p7m file) goes into “Document file”, with no separate signature file.',
  },
  send: {
    ru: 'Нажмите «Отправить на проверку». Подпись проверяется сразу при отправке.',
    en: 'Click “Send for review”. The signature is checked as soon as you send.',
  },
  sent: {
    ru: 'Документ отправлен на проверку.',
    en: 'The document has been sent for review.',
  },
  verdict: {
    ru: 'В списке документов на проверке видно результат проверки подписи и кто подписал документ: ФИО, должность, организация, ИНН.',
    en: 'The documents under review show the signature check result and who signed: name, position, organisation, INN.',
  },
  changedAfterSigning: {
    ru: 'Если файл изменён после подписания, подпись недействительна и документ не принимается: загрузите его в подписанном виде.',
    en: 'If the file was changed after signing, the signature is invalid and the document is refused: upload it as signed.',
  },
  help: {
    ru: 'Остались вопросы? Окно «Поддержка» и раздел «Вопросы и ответы».',
    en: 'Questions? See the Support window and Questions and answers.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CaptionId = keyof typeof ESIGN_VIDEO_CAPTIONS;

/** A caption as it played: seconds from the first frame of the recording. */
export interface Cue {
  id: CaptionId;
  start: number;
  end: number;
  /** The video's title, over the whole picture; the other captions stand at its foot. */
  title?: true;
}

/** How long a caption stays before the step acts: time to read it (about 14 characters a second), 3 s at least. */
export const readingMs = (id: CaptionId): number =>
  Math.max(3000, Math.round((ESIGN_VIDEO_CAPTIONS[id].ru.length / 14) * 1000));

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * The WebVTT file of the cues in a language. A player shows a cue at the foot of the picture unless told
 * otherwise; the picture's own captions are there, so the cues go to the top (line:0) and both can be read.
 */
export function webVtt(cues: Cue[], language: Language): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}${cue.title ? '' : ' line:0'}\n` +
      ESIGN_VIDEO_CAPTIONS[cue.id][language],
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
