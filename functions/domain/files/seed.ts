import { readFile } from 'node:fs/promises';
import type { SeedContext } from '../seed-context';
import { fileStorage } from './file-storage';
import { userManualKey, type ManualLanguage } from './user-manual';

const LANGUAGES: ManualLanguage[] = ['RU', 'EN'];

/** Puts the user manuals (rendered from user-manual/*.html by user-manual/render.sh) in the documents bucket. */
export async function seed(ctx: SeedContext): Promise<void> {
  await Promise.all(
    LANGUAGES.map(async (lang) => {
      const file = new URL(`./user-manual/usermanual-${lang.toLowerCase()}.pdf`, import.meta.url);
      await fileStorage.put({
        bucketName: ctx.documentsBucket,
        key: userManualKey(lang),
        body: await readFile(file),
        contentType: 'application/pdf',
      });
    }),
  );
}
