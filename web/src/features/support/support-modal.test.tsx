import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { changeLanguage } from '../../shared/i18n/i18n';
import { loadStageConfig } from '../../shared/config/runtime-config.fixture';
import { SupportModal } from './support-modal';

async function openWith(
  features: { showPbiot: boolean; showPbiotInstruction: boolean },
  supportEmails = ['support@cabinet.test'],
) {
  await loadStageConfig({ supportEmails, features });
  render(
    <MemoryRouter>
      <SupportModal onClose={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  cleanup();
  await changeLanguage('ru');
});

describe('SupportModal', () => {
  it('names the mailbox the moderation hint and the stop factors name where the stage sets none', async () => {
    await openWith({ showPbiot: true, showPbiotInstruction: true }, []);
    const mailbox = await screen.findByRole('link', { name: DEFAULT_SUPPORT_EMAIL });
    expect(mailbox.getAttribute('href')).toBe(`mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });

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

  it('offers the training video on filing documents with an e-signature and plays it with captions (01 §2.10)', async () => {
    await openWith({ showPbiot: false, showPbiotInstruction: false });
    const link = await screen.findByRole('link', {
      name: 'Видеоинструкция по загрузке документов с электронной подписью',
    });
    expect(link.getAttribute('href')).toBe('/public/video/Esign_video.mp4');
    expect(screen.queryByText(/не опубликовано/)).toBeNull();

    fireEvent.click(link);
    const dialog = await screen.findByTestId('esign-video-dialog');
    const video = within(dialog).getByTestId('esign-video');
    expect(video.getAttribute('src')).toBe('/public/video/Esign_video.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('ru');
    expect(track?.getAttribute('src')).toBe('/public/video/Esign_video.ru.vtt');
    // The Russian captions are in the picture: their track waits in the player's menu.
    expect(track?.hasAttribute('default')).toBe(false);
    expect(
      within(dialog).getByRole('link', { name: 'Открыть видео в новой вкладке' }).getAttribute('href'),
    ).toBe('/public/video/Esign_video.mp4');
  });

  it('shows the English captions when the interface is in English', async () => {
    await changeLanguage('en');
    await openWith({ showPbiot: false, showPbiotInstruction: false });
    fireEvent.click(
      await screen.findByRole('link', {
        name: 'Video guide: uploading documents with an electronic signature',
      }),
    );
    const track = (await screen.findByTestId('esign-video')).querySelector('track');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('src')).toBe('/public/video/Esign_video.en.vtt');
    expect(track?.hasAttribute('default')).toBe(true);
  });
});
