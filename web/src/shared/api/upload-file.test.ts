import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { infoDialogs } from './dialogs';
import { StorageUploadError, warnUploadFailed } from './upload-file';

afterEach(() => infoDialogs.set(() => []));

describe('warnUploadFailed', () => {
  it('shows a refused file as the "Внимание!" modal with the rule, any other failure with the generic text', () => {
    const refused = new ApiError(
      {
        kind: 'http',
        status: 400,
        payload: {
          code: 'FILE_REJECTED',
          rqUid: 'rq-1',
          files: null,
          message: 'Файл не соответствует требованиям. Неверный формат.',
          debugMessage: null,
        },
      },
      '/api/files/f-1/confirm',
    );
    warnUploadFailed(refused);
    warnUploadFailed(new StorageUploadError(403));

    expect(infoDialogs.get()).toEqual([
      expect.objectContaining({
        tone: 'warning',
        text: 'Файл не соответствует требованиям. Неверный формат.',
      }),
      expect.objectContaining({ tone: 'warning', textKey: 'errors.uploadFailed' }),
    ]);
  });
});
