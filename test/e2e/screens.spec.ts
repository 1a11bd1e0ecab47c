import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptAgreementIfAsked, signIn } from './support';

/**
 * The screen audit (issue 29, docs/screens.md): every route and main dialog of the router as each demo
 * account, at 1280 and 390 px, in Russian and English. Each screen gets a full-page picture in
 * test-results/screens/ (git-ignored) for a person to look at, and the checks a machine can make:
 *
 * - no ISO date (2026-11-27) and no enum code (DVS_IN_PROGRESS, REGISTERED, N/D) on a Russian screen;
 * - no word broken in its middle across two lines;
 * - at 1280 px no table row taller than 160 px and no inner box that cuts its content;
 * - no validation error before the user has typed anything;
 * - no text of the other language in the screen's own labels (headings, column titles, field labels, tabs);
 * - no console error and no failed call while browsing.
 *
 * Run: npm run screens. It prints the count of screens × widths × languages it looked at.
 */

const shots = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** The README's pictures (web/docs), taken from this run with E2E_DOCS=1. */
const README_PICTURES: Record<string, string> = {
  'legal-documents-1280-ru': 'desktop-1280-documents.png',
  'admin-admin-users-1280-ru': 'desktop-1280-admin-users.png',
  'legal-documents-390-ru': 'phone-390-documents-cards.png',
};
const docs = fileURLToPath(new URL('../../web/docs/', import.meta.url));

type Language = 'ru' | 'en';
const WIDTHS = [1280, 390] as const;
const LANGUAGES: Language[] = ['ru', 'en'];

/** A screen: a route, or a route with its main dialog opened by `open`. */
interface Screen {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
}

const clickTestId = (testId: string, ready?: string) => async (page: Page) => {
  await page.getByTestId(testId).first().click();
  if (ready) await page.getByTestId(ready).first().waitFor();
};

const firstRow = (table: string, ready: string) => async (page: Page) => {
  // A table's row on a wide screen; on a phone, the first card's open button.
  await page.getByTestId(table).locator('tbody tr, .queue-card-open').first().click();
  await page.getByTestId(ready).first().waitFor();
};

const profileData = async (page: Page) => {
  // On a phone the profile menu sits under the shell's menu button.
  const menuButton = page.getByTestId('shell-menu-button');
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByTestId('profile-menu').click();
  await page.locator('.profile-menu .p-menuitem-link').first().click();
  await page.getByTestId('account-data-modal').waitFor();
};

/** Each demo account (README) and what it can open. */
const ACCOUNTS: { email: string | null; screens: Screen[] }[] = [
  {
    email: null,
    screens: [
      { name: 'sign-in', path: '/auth/sign-in' },
      { name: 'sign-up', path: '/auth/sign-up' },
      { name: 'reset-password', path: '/auth/reset-password' },
      { name: 'not-found', path: '/404' },
    ],
  },
  {
    email: 'legal@demo.test',
    screens: [
      { name: 'questionnaire', path: '/job-application' },
      { name: 'tender', path: '/tender' },
      { name: 'readiness', path: '/readiness' },
      { name: 'relationships', path: '/relationships' },
      { name: 'documents', path: '/documents/' },
      { name: 'documents-create', path: '/documents/create' },
      { name: 'documents-status', path: '/documents/status' },
      { name: 'communication', path: '/communication' },
      {
        name: 'communication-create',
        path: '/communication',
        open: clickTestId('create-request', 'create-request-dialog'),
      },
      { name: 'faq', path: '/faq' },
      { name: 'notifications', path: '/notifications' },
      { name: 'pbiot-incidents', path: '/pbiot/incidents' },
      { name: 'pbiot-doc', path: '/pbiot/doc-pbiot' },
      { name: 'pbiot-form', path: '/pbiot/form' },
      {
        name: 'tax-regime-declare',
        path: '/job-application',
        open: clickTestId('q-tax-regime-change', 'tax-regime-dialog'),
      },
      // Last: on a phone it leaves the shell's menu open, which client-side visits do not close.
      { name: 'profile-data', path: '/job-application', open: profileData },
    ],
  },
  {
    email: 'individual@demo.test',
    screens: [
      { name: 'documents', path: '/documents/' },
      { name: 'questionnaire', path: '/job-application' },
    ],
  },
  {
    email: 'nonresident@demo.test',
    screens: [{ name: 'questionnaire', path: '/job-application' }],
  },
  {
    email: 'new@demo.test',
    screens: [{ name: 'registration', path: '/account/registration' }],
  },
  {
    email: 'admin@demo.test',
    screens: [
      { name: 'admin-users', path: '/admin/user' },
      {
        name: 'admin-user-edit',
        path: '/admin/user',
        open: async (page) => {
          // A row and the edit button on a wide screen; on a phone, the first card's own button.
          const list = page.getByTestId('admin-users-table');
          await list.locator('tbody tr, .queue-card-open').first().waitFor();
          const card = list.locator('.queue-card-open').first();
          if (await card.isVisible()) await card.click();
          else {
            await page.getByTestId('admin-users-table').locator('tbody tr').first().click();
            await clickTestId('admin-edit')(page);
          }
          await page.locator('.admin-dialog').first().waitFor();
        },
      },
      { name: 'risk-list', path: '/backoffice/risk' },
      { name: 'risk-config', path: '/backoffice/risk/config' },
      { name: 'profile-data', path: '/admin/user', open: profileData },
    ],
  },
  {
    email: 'moderator@demo.test',
    screens: [
      { name: 'change-requests', path: '/backoffice' },
      { name: 'document-review', path: '/backoffice/documents' },
      {
        name: 'document-review-dialog',
        path: '/backoffice/documents',
        open: firstRow('document-queue', 'document-review-dialog'),
      },
      { name: 'pbiot-review', path: '/backoffice/pbiot' },
      { name: 'tender-access', path: '/backoffice/tender-access' },
    ],
  },
  {
    email: 'support-north@demo.test',
    screens: [{ name: 'inbox', path: '/backoffice/inbox' }],
  },
];

/** What one screen shows that a professional would not ship; empty when all is well. */
async function auditScreen(page: Page, language: Language, width: number): Promise<string[]> {
  return page.evaluate(
    ({ language, width }) => {
      const problems: string[] = [];
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('.p-hidden-accessible');
      };
      const describe = (el: Element) => {
        const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
        const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${testId ? ` in [${testId}]` : ''}`;
      };
      // Text marked translate="no" is the data's own code as filed (a tax form's prefix NO_NDS): not words.
      let text = document.body.innerText;
      for (const raw of document.querySelectorAll('[translate="no"]'))
        text = text.replace((raw as HTMLElement).innerText, '');

      if (language === 'ru') {
        const iso = text.match(/\b\d{4}-\d{2}-\d{2}\b/g);
        if (iso) problems.push(`ISO date on a Russian screen: ${[...new Set(iso)].slice(0, 3).join(', ')}`);
        // A status, kind or role as its code: DVS_IN_PROGRESS, REGISTERED, N/D (a file name is not a code).
        const codes = text
          .split(/[\s,;:()«»"]+/)
          .filter(
            (w) =>
              /^[A-Z]{2,}(?:_[A-Z]{2,})+$/.test(w) ||
              /^(N\/D|REGISTERED|REGISTERING|CONFIRMED|CREATED|BLOCKING|WARNING|PENDING|APPROVED|REJECTED|LEGAL|INDIVIDUAL|NONRESIDENT)$/.test(
                w,
              ),
          );
        if (codes.length) problems.push(`enum codes on a Russian screen: ${[...new Set(codes)].join(', ')}`);
      }

      // A word broken in its middle: one word whose letters lie on two lines.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const broken = new Set<string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !visible(parent) || parent.closest('script, style, textarea, input')) continue;
        const value = node.nodeValue ?? '';
        for (const m of value.matchAll(/[\p{L}\p{N}]{4,}/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.add(`${m[0]} (${describe(parent)})`);
        }
      }
      if (broken.size) problems.push(`words broken mid-word: ${[...broken].slice(0, 5).join('; ')}`);

      if (width >= 1280) {
        for (const row of document.querySelectorAll('tbody tr')) {
          const h = row.getBoundingClientRect().height;
          if (visible(row) && h > 160)
            problems.push(`table row ${Math.round(h)} px tall in ${describe(row)}`);
        }
        // An inner box that cuts its content: it scrolls or hides, and what it holds is taller or wider.
        for (const el of document.querySelectorAll('main *, .p-dialog *')) {
          if (!visible(el)) continue;
          const s = getComputedStyle(el);
          const clips = (v: string) => v === 'hidden' || v === 'auto' || v === 'scroll' || v === 'clip';
          if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
          // Cut on purpose, the whole text in a title: a clamped name, an ellipsis.
          if (s.webkitLineClamp !== 'none' || s.textOverflow === 'ellipsis') continue;
          // A dialog's body and a chat's message list scroll by design.
          if (el.matches('.p-dialog-content, .chat-messages, .p-dropdown-items-wrapper')) continue;
          const tall = clips(s.overflowY) && el.scrollHeight > el.clientHeight + 4 && el.clientHeight > 24;
          const wide = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 4 && el.clientWidth > 24;
          if (tall || wide)
            problems.push(`inner box cuts its content (${tall ? 'height' : 'width'}): ${describe(el)}`);
        }
      }

      // «Не указано» typed into a field as if it were a value (it belongs in the placeholder).
      const fake = [...document.querySelectorAll('input')].filter(
        (i) => visible(i) && /^(Не указано|Not given|Not specified)$/.test(i.value),
      );
      if (fake.length)
        problems.push(`an empty field shows «${fake[0]!.value}» as its value: ${describe(fake[0]!)}`);

      const errors = [...document.querySelectorAll('.p-error, .p-invalid, [aria-invalid="true"]')].filter(
        visible,
      );
      if (errors.length)
        problems.push(
          `validation shown before any input: ${errors
            .slice(0, 3)
            .map((e) => `${describe(e)} «${(e.textContent ?? '').trim().slice(0, 50)}»`)
            .join('; ')}`,
        );

      // The screen's own words (headings, column titles, field labels, tabs, menu), not the data it shows.
      const chrome = [
        ...document.querySelectorAll(
          // Not a dialog's title: it names its record, a company's Russian name in an English screen too.
          'h1, h2, th, label, .p-tabview-nav a, .bottom-header a, .page-intro',
        ),
      ].filter(visible);
      const foreign = chrome
        .map((e) => (e as HTMLElement).innerText.trim())
        .filter((t) =>
          language === 'en' ? /[А-Яа-яЁё]{3,}/.test(t) : /\b[A-Za-z]{3,}\s+[A-Za-z]{3,}\b/.test(t),
        );
      if (foreign.length)
        problems.push(`text of the other language: ${[...new Set(foreign)].slice(0, 4).join(' | ')}`);
      return problems;
    },
    { language, width },
  );
}

/** Goes to a route inside the running cabinet (no reload) and waits until its calls have ended. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** The cabinet's loading bar shows while a call or a route is pending (loading-bar.tsx): wait it out. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await page
    .getByTestId('loading-bar')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
}

test.describe('Screen audit', () => {
  // About 30 screens × 2 widths × 2 languages, one sign-in per account and language.
  test.setTimeout(20 * 60_000);

  test('every screen and main dialog reads as a professional would ship it', async ({ browser }) => {
    const problems: string[] = [];
    let looked = 0;
    const screens = ACCOUNTS.reduce((n, a) => n + a.screens.length, 0);
    for (const account of ACCOUNTS) {
      for (const language of LANGUAGES) {
        const context = await browser.newContext({ locale: language === 'ru' ? 'ru-RU' : 'en-GB' });
        // Russian or English: the stored choice, read when the cabinet starts.
        await context.addInitScript((l) => localStorage.setItem('language', l), language);
        const page = await context.newPage();
        let where = '';
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(`${where}: console error: ${m.text().slice(0, 200)}`);
        });
        page.on('pageerror', (e) => problems.push(`${where}: page error: ${e.message.slice(0, 200)}`));
        page.on('response', (r) => {
          if (r.status() >= 400)
            problems.push(`${where}: failed call ${r.status()} ${new URL(r.url()).pathname}`);
        });
        page.on('requestfailed', (r) => {
          // A poll cut short by leaving the screen is not a failure.
          if (r.failure()?.errorText !== 'net::ERR_ABORTED')
            problems.push(`${where}: failed call ${r.failure()?.errorText} ${new URL(r.url()).pathname}`);
        });
        if (account.email) {
          await signIn(page, account.email);
          await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
          await acceptAgreementIfAsked(page);
        } else {
          await page.goto('/auth/sign-in');
        }
        const who = account.email?.split('@')[0] ?? 'signed-out';
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
          for (const screen of account.screens) {
            where = `${who} ${screen.name} ${width} ${language}`;
            await visit(page, screen.path);
            if (screen.open) {
              // A dialog that does not open is a finding, not a hang.
              const opened = await Promise.race([
                screen.open(page).then(() => true),
                page.waitForTimeout(15_000).then(() => false),
              ]).catch(() => false);
              if (!opened) problems.push(`${where}: the dialog did not open`);
            }
            const shot = `${who}-${screen.name}-${width}-${language}`;
            if (screen.open) await settle(page);
            await page.screenshot({ path: `${shots}${shot}.png`, fullPage: true });
            const readme = README_PICTURES[shot];
            if (readme && process.env.E2E_DOCS) copyFileSync(`${shots}${shot}.png`, `${docs}${readme}`);
            const found = await auditScreen(page, language, width);
            for (const p of found) {
              problems.push(`${where}: ${p}`);
              console.log(`${where}: ${p}`);
            }
            if (screen.open) await page.keyboard.press('Escape');
            looked++;
          }
        }
        await context.close();
      }
    }
    console.log(
      `Screen audit: ${screens} screens × ${WIDTHS.length} widths × ${LANGUAGES.length} languages = ${looked} looked at; pictures in test-results/screens/`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
