import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { errorDialogs, showErrorDialog } from '../api/dialogs';
import { ErrorDialogHost } from './error-dialog-host';

afterEach(() => {
  cleanup();
  errorDialogs.set(() => []);
});

describe('ErrorDialogHost', () => {
  it('shows the title, the time, the call, the request id and the message, one dialog at a time', () => {
    showErrorDialog(
      { path: '/api/account/me', rqUid: 'rq-1', text: 'Доступ запрещён' },
      new Date(2026, 2, 5, 14, 7, 9),
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
});
