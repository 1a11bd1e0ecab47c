import { expect, type Page } from '@playwright/test';

/**
 * Layout checks any spec can call on any screen (issue 12): the page never scrolls sideways and every open
 * dialog lies inside the viewport. They measure what a phone user would notice, so they run after the screen
 * has settled (call them once the content under test is visible).
 */

/**
 * Waits until the screen's finite animations (a dialog scaling in, a panel sliding) have ended: measured
 * halfway, a dialog is smaller than it will be. Endless ones (the loading bar, spinners) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** One element that sticks out of the viewport, described so a failure says which one. */
interface Offender {
  element: string;
  left: number;
  right: number;
  width: number;
}

/**
 * Every visible element either lies within the viewport's width or sits in an ancestor that scrolls
 * sideways (a table inside its card): then that ancestor is what is checked.
 * The document itself must not be wider than the viewport either. (In Chromium's mobile emulation a page
 * wider than the screen widens the layout viewport instead of scrolling: scrollWidth catches that.)
 */
async function horizontalOffenders(
  page: Page,
): Promise<{ scrollWidth: number; viewport: number; offenders: Offender[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    /**
     * Inside a box that scrolls sideways, an element is that box's business (a table in its card); a box
     * that merely hides its overflow (an accordion's panel) excuses nothing: what it cuts off is lost.
     */
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className.trim()
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${cls}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const offenders: Offender[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // Visually hidden helpers (screen-reader text, PrimeReact's hidden inputs) are 1 px and clipped.
      if (rect.width <= 1 && rect.height <= 1) continue;
      // …and so is what they hold (a Dropdown's native <select> is as wide as its chosen option).
      if (el.parentElement?.closest('.p-hidden-accessible')) continue;
      if (rect.left >= -1 && rect.right <= viewport + 1) continue;
      if (inScroller(el)) continue;
      offenders.push({
        element: describe(el),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        width: Math.round(rect.width),
      });
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, offenders: offenders.slice(0, 10) };
  });
}

/** No element of the page lies outside the viewport unless it sits inside a scrolling container. */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  await settled(page);
  const result = await horizontalOffenders(page);
  expect(
    { scrollWidth: result.scrollWidth, offenders: result.offenders },
    `${label}: nothing may stick out of the ${result.viewport} px viewport`,
  ).toEqual({ scrollWidth: result.viewport, offenders: [] });
}

/**
 * Every open dialog (PrimeReact's .p-dialog and anything with role=dialog) lies fully inside the viewport,
 * its header, content and footer included, so its buttons can be reached; and its content does not
 * scroll sideways (a wide table inside it scrolls in its own box).
 */
export async function expectDialogsInViewport(page: Page, label = page.url()): Promise<void> {
  await settled(page);
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const dialogs = Array.from(document.querySelectorAll('.p-dialog, [role=dialog]')).filter((d) => {
      const r = d.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(d).visibility !== 'hidden';
    });
    return dialogs
      .map((d) => {
        const r = d.getBoundingClientRect();
        const content = d.querySelector('.p-dialog-content') ?? d;
        return {
          dialog: d.getAttribute('data-testid') ?? d.getAttribute('aria-labelledby') ?? d.className,
          left: Math.round(r.left),
          top: Math.round(r.top),
          right: Math.round(r.right),
          bottom: Math.round(r.bottom),
          sidewaysScroll: content.scrollWidth - content.clientWidth,
        };
      })
      .filter(
        (r) =>
          r.left < -1 || r.top < -1 || r.right > width + 1 || r.bottom > height + 1 || r.sidewaysScroll > 1,
      );
  });
  expect(outside, `${label}: every open dialog inside the viewport`).toEqual([]);
}

/** Both checks at once: what every screen of a spec should pass at every size it runs at. */
export async function expectFitsViewport(page: Page, label?: string): Promise<void> {
  await expectNoHorizontalOverflow(page, label);
  await expectDialogsInViewport(page, label);
}

/** Interactive elements smaller than 24 × 24 CSS px (WCAG 2.2 target size, minimum) on the screen. */
export async function expectTouchTargets(page: Page, label = page.url()): Promise<void> {
  const small = await page.evaluate(() => {
    const selector =
      'a[href], button, [role=button], [role=menuitem], [role=tab], .p-checkbox-box, .p-radiobutton-box, input:not([type=hidden]), select';
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false;
        // PrimeReact's checkbox and radio inputs are transparent overlays of their visible box.
        if (el.matches('.p-checkbox-input, .p-radiobutton-input')) return false;
        // Visually hidden native controls behind PrimeReact's own (a dropdown's <select>).
        if (el.closest('.p-hidden-accessible')) return false;
        return r.width < 24 || r.height < 24;
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const text =
          (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || el.className;
        return `${el.tagName.toLowerCase()} "${text}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      });
  });
  expect(small, `${label}: touch targets at least 24 × 24 px`).toEqual([]);
}
