import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '../../shared/i18n/i18n';
import { loadRuntimeConfig } from '../../shared/config/runtime-config';
import { SupportModal } from './support-modal';

async function openWith(features: { showPbiot: boolean; showPbiotInstruction: boolean }) {
  const config = {
    region: 'eu-central-1',
    userPoolId: 'local_abc',
    userPoolClientId: 'client',
    userPoolEndpoint: null,
    authFlow: 'USER_PASSWORD_AUTH',
    oidcProvider: null,
    supportEmails: ['support@cabinet.test'],
    features,
  };
  await loadRuntimeConfig(fetch, Promise.resolve(Response.json(config)));
  render(
    <MemoryRouter>
      <SupportModal onClose={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('SupportModal', () => {
  it('links the safety manual when the section and its instruction are on (01 §2.10)', async () => {
    await openWith({ showPbiot: true, showPbiotInstruction: true });
    const manual = await screen.findByRole('link', { name: 'Руководство по разделу ПБиОТ' });
    expect(manual.getAttribute('href')).toBe('/pdf/Manual_LK_PBIOT.pdf');
    expect(screen.getByRole('link', { name: 'support@cabinet.test' })).toBeTruthy();
  });

  it('leaves the safety manual out when its flag or the section is off', async () => {
    await openWith({ showPbiot: true, showPbiotInstruction: false });
    expect(screen.queryByRole('link', { name: 'Руководство по разделу ПБиОТ' })).toBeNull();
    cleanup();
    await openWith({ showPbiot: false, showPbiotInstruction: true });
    expect(screen.queryByRole('link', { name: 'Руководство по разделу ПБиОТ' })).toBeNull();
  });
});
