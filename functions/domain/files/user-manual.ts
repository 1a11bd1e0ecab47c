import { DOWNLOAD_URL_TTL_SECONDS } from '@shared/constants/spec';
import { S3_PREFIX } from '@shared/resources';
import { contentDisposition } from './file-name';
import { fileStorage } from './file-storage';

export type ManualLanguage = 'RU' | 'EN';

/** Where the user manual of each language lives in the documents bucket (the seed puts it there). */
export const userManualKey = (lang: ManualLanguage) =>
  `${S3_PREFIX.public}usermanual-${lang.toLowerCase()}.pdf`;

const TITLES: Record<ManualLanguage, string> = {
  RU: 'Руководство пользователя.pdf',
  EN: 'User manual.pdf',
};

/** A short-lived link to the manual, opened in the browser (GET /api/public/files/usermanual). */
export function userManualLink(lang: ManualLanguage): Promise<string> {
  return fileStorage.presignDownload(
    userManualKey(lang),
    { contentDisposition: contentDisposition('inline', TITLES[lang]), contentType: 'application/pdf' },
    DOWNLOAD_URL_TTL_SECONDS,
  );
}
