/**
 * The local stage's BIK directory: an ED807 file as the Bank of Russia publishes it (windows-1251), with
 * the real BIKs and correspondent accounts of the banks the demo uses, a Bank of Russia office, a bank
 * whose licence was withdrawn (LWRS, under a liquidator) and one deleted from the directory (PSDL, its
 * account ACDL). Kept apart so the local stack can name it before the functions' modules load.
 */
export const BIK_DIRECTORY_FIXTURE = new URL('./fixtures/bik-directory.ed807.xml', import.meta.url);
