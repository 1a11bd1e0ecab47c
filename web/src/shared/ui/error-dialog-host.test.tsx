import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shared/api/contract';
import '../i18n/i18n';
import ruCalls from '../i18n/locales/ru/calls.json';
import enCalls from '../i18n/locales/en/calls.json';
import { requestData } from '../api/api-client';
import {
  errorDialogs,
  infoDialogs,
  noticeDialogs,
  showErrorDialog,
  showInfo,
  showNotice,
  showWarning,
} from '../api/dialogs';
import { ErrorDialogHost } from './error-dialog-host';
import { InfoDialogHost } from './info-dialog-host';
import { NoticeHost } from './notice-host';

afterEach(() => {
  cleanup();
  errorDialogs.set(() => []);
  noticeDialogs.set(() => []);
  infoDialogs.set(() => []);
});

describe('ErrorDialogHost', () => {
  it('shows the title, the time, the call, the request id and the message, one dialog at a time', () => {
    showErrorDialog(
      { path: '/api/account/me', rqUid: 'rq-1', text: 'Доступ запрещён' },
      // 11:07:09 UTC is 14:07:09 in Moscow, whatever the browser's zone.
      new Date('2026-03-05T11:07:09Z'),
    );
    showErrorDialog({ path: null, rqUid: null, textKey: 'errors.network' });
    render(<ErrorDialogHost />);

    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(screen.getByText('05.03.2026|14:07:09')).toBeTruthy();
    expect(screen.getByText('/api/account/me')).toBeTruthy();
    expect(screen.getByText('rq-1')).toBeTruthy();
    expect(screen.getByText('Доступ запрещён')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByText('Сервер не отвечает! Соединение потеряно!')).toBeTruthy();
  });

  it('titles the dialog with the call’s own failure text and shows what was sent, secrets left out', () => {
    showErrorDialog({
      path: '/api/files',
      callId: 'createUpload',
      rqUid: 'rq-2',
      requestData: requestData(undefined, { fileName: 'акт.pdf', size: 10, purpose: 'ATTACHMENT' }),
      text: 'Файл не соответствует требованиям.',
    });
    showErrorDialog({
      path: '/api/tenders/staff/statements',
      callId: 'tenderStatementUpload',
      rqUid: null,
      requestData: requestData({ page: 1 }, { contentBase64: 'QUJD', password: 'x' }),
      textKey: 'errors.emptyAnswer',
    });
    render(<ErrorDialogHost />);

    expect(screen.getByText('Ошибка загрузки файла')).toBeTruthy();
    expect(screen.getByText('Сообщение')).toBeTruthy();
    expect(screen.getByText('Файл не соответствует требованиям.')).toBeTruthy();
    expect(screen.getByText('Данные запроса')).toBeTruthy();
    expect(screen.getByText(/"fileName": "акт.pdf"/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByText('Ошибка загрузки банковской выписки')).toBeTruthy();
    const sent = screen.getByText(/"page": 1/).textContent ?? '';
    expect(sent).not.toContain('QUJD');
    expect(sent).toContain('"password": "…"');
  });

  it('has a Russian and an English failure text for every call of the contract', () => {
    const ids = ENDPOINTS.map((e) => e.id).sort();
    expect(Object.keys(ruCalls).sort()).toEqual(ids);
    expect(Object.keys(enCalls).sort()).toEqual(ids);
  });
});

describe('InfoDialogHost', () => {
  it('titles a warning "Внимание!" and a success "Успешно!", one at a time', () => {
    showWarning({ text: 'Файл не соответствует требованиям. Неверный формат.' });
    showInfo({ tone: 'success', text: 'Обращение № R-1 создано' });
    render(<InfoDialogHost />);

    expect(screen.getByText('Внимание!')).toBeTruthy();
    expect(screen.getByText('Файл не соответствует требованиям. Неверный формат.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.getByText('Успешно!')).toBeTruthy();
    expect(screen.getByText(/Обращение № R-1 создано/)).toBeTruthy();
  });

  it('is "Доступ запрещён" with the registration e-mail message when nothing else is given', () => {
    showInfo({ tone: 'info' });
    render(<InfoDialogHost />);
    expect(screen.getByText('Доступ запрещён')).toBeTruthy();
    expect(screen.getByText(/адрес электронной почты, который вы использовали при регистрации/)).toBeTruthy();
  });
});

describe('NoticeHost', () => {
  it('says "Система загружена. Попробуйте позже." when the notification brings no message', () => {
    showNotice({ titleKey: 'dialogs.notificationTitle', rqUid: 'rq-3', closable: true });
    render(<NoticeHost />);
    expect(screen.getByText('Система загружена. Попробуйте позже.')).toBeTruthy();
  });
});
