import { lazy, Suspense } from 'react';
import { errorDialogs, infoDialogs, noticeDialogs } from '../api/dialogs';
import { useStore } from '../hooks/external-store';
import { withFullTheme } from './full-theme';

// The dialogs are rare: their components (and the theme's rules for them) load with the first dialog,
// not with the first page.
const ErrorDialogHost = lazy(
  withFullTheme(() => import('./error-dialog-host').then((m) => ({ default: m.ErrorDialogHost }))),
);
const NoticeHost = lazy(
  withFullTheme(() => import('./notice-host').then((m) => ({ default: m.NoticeHost }))),
);
const InfoDialogHost = lazy(
  withFullTheme(() => import('./info-dialog-host').then((m) => ({ default: m.InfoDialogHost }))),
);

/** The app-wide error dialog, notification modal and info modal, shown while their queues hold something. */
export function DialogHosts() {
  const errors = useStore(errorDialogs);
  const notices = useStore(noticeDialogs);
  const infos = useStore(infoDialogs);
  return (
    <Suspense fallback={null}>
      {errors.length > 0 && <ErrorDialogHost />}
      {notices.length > 0 && <NoticeHost />}
      {infos.length > 0 && <InfoDialogHost />}
    </Suspense>
  );
}
