import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR_CREDENTIALS } from '../../infra/local/clients';
import { DEMO_TOTP_SECRET } from '../../infra/local/seed';
import { passwordSignIn, totpCode } from '../support/cognito';

export const DEMO_PASSWORD = 'Demo-2026!';
const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
mkdirSync(screenshots, { recursive: true });

/** Saves a full-window picture of the screen for a person to look at (test-results/screenshots). */
export async function snapshot(page: Page, name: string): Promise<void> {
  // Let fonts, icons and dialog animations settle so the picture shows what a user sees.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshots}${name}.png` });
}

/** The demo staff: they sign in with a code of the seeded authenticator (issue 20). */
const DEMO_STAFF = /^(admin|moderator|support-north|support-volga)@demo\.test$/;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  if (DEMO_STAFF.test(email)) await enterTotpCode(page, DEMO_TOTP_SECRET);
  // Done once the app has left the sign-in page, refused (a closed account) or asks for a code: a spec that reloads at
  // once would otherwise abort the sign-in's own request on a slow machine and wait on the sign-in page.
  await page.waitForFunction(
    () =>
      !window.location.pathname.startsWith('/auth/sign-in') ||
      document.querySelector('[data-testid="auth-error"], #totp-setup-code, #totp-code') !== null,
  );
}

/** The second step of a sign-in with TOTP: the current code of the user's authenticator. */
export async function enterTotpCode(page: Page, secret: string): Promise<void> {
  await page.locator('#totp-code').fill(totpCode(secret));
  await page.locator('form button[type=submit]').click();
}

/** The new-user-agreement modal opens until both consents are saved once; accept it when it asks. */
export async function acceptAgreementIfAsked(page: Page): Promise<void> {
  const modal = page.getByTestId('agreement-modal');
  if (!(await modal.isVisible().catch(() => false))) {
    await page.waitForTimeout(1000);
    if (!(await modal.isVisible().catch(() => false))) return;
  }
  await modal.locator('label[for=consent-personal]').click();
  await modal.locator('label[for=consent-confidentiality]').click();
  await modal.getByTestId('agreement-save').click();
  await expect(modal).toBeHidden();
}

/** The stack's cognito-local, found as the SPA finds it: from /config.json. Destroy the client when done. */
export async function stackCognito(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    userPoolEndpoint: string;
  };
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.userPoolEndpoint,
    credentials: EMULATOR_CREDENTIALS,
  });
  return { client, userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId };
}

/** A user's token by password, for the steps a test takes through the API instead of the screens. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { client, userPoolClientId } = await stackCognito(request);
  try {
    return await passwordSignIn(client, userPoolClientId, email, DEMO_PASSWORD);
  } finally {
    client.destroy();
  }
}
