/**
 * The font files every generated PDF embeds (DejaVu Sans: the 14 standard PDF fonts have no Cyrillic).
 * Named once: pdf.ts reads them, the CDK copies them next to the bundles of the functions that render PDFs.
 */
export const PDF_FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** The environment variable naming the folder the fonts were copied to (a Lambda's own code folder). */
export const PDF_FONT_DIR_ENV = 'PDF_FONT_DIR';
