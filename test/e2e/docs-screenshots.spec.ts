import { fileURLToPath } from 'node:url';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE } from './playwright.config';
import { openQuestionnaire, openShellMenu } from './flows';
import { expectFitsViewport } from './layout';
import { signIn } from './support';

/**
 * The pictures of docs/phones-and-tablets.md: the cabinet on a phone (390 px) and a tablet (768 px), in web/docs.
 * Run on purpose, on a fresh stack (the demo suppliers have not accepted the agreement yet):
 * `E2E_DOCS=1 npx playwright test -c test/e2e/playwright.config.ts test/e2e/docs-screenshots.spec.ts`.
 * Every picture is also a layout check.
 */
const docs = fileURLToPath(new URL('../../web/docs/', import.meta.url));

const SIZES = {
  phone: PHONE,
  tablet: { ...devices['iPad Mini'], viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 },
} as const;

async function picture(page: Page, size: keyof typeof SIZES, name: string): Promise<void> {
  await expectFitsViewport(page, `${size}: ${name}`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${docs}${size}-${SIZES[size].viewport.width}-${name}.png` });
}

async function open(browser: Browser, size: keyof typeof SIZES): Promise<Page> {
  const { defaultBrowserType: _browser, ...options } = SIZES[size];
  const context = await browser.newContext({ ...options, locale: 'ru-RU' });
  return context.newPage();
}

test.describe('pictures for docs/phones-and-tablets.md', () => {
  test.skip(!process.env.E2E_DOCS, 'writes web/docs: run with E2E_DOCS=1');
  test.setTimeout(180_000);

  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    test(`the main screens at ${SIZES[size].viewport.width} px`, async ({ browser }) => {
      const first = await open(browser, size);
      await first.goto('/auth/sign-in');
      await expect(first.locator('#email')).toBeVisible();
      await picture(first, size, 'sign-in');
      // The agreement of a supplier who has not accepted it yet (left so for the other size).
      await signIn(first, 'individual@demo.test');
      await expect(first.getByTestId('agreement-modal')).toBeVisible();
      await picture(first, size, 'agreement');
      await first.context().close();

      const page = await open(browser, size);
      await openQuestionnaire(page, 'legal@demo.test');
      await picture(page, size, 'questionnaire');
      await openShellMenu(page);
      await picture(page, size, 'menu');
      await page.getByTestId('shell-menu-button').click();

      await page.getByTestId('q-bank').scrollIntoViewIfNeeded();
      await picture(page, size, 'bank-accounts');

      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-modal')).toBeVisible();
      await picture(page, size, 'notifications');
      await page.context().close();
    });
  }
});
