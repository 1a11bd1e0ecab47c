import { lazy, Suspense, useState } from 'react';
import type { ConfirmSendDialogProps } from './questionnaire-dialog-views';

/*
 * The questionnaire's confirmations open only after the user acts: PrimeReact's Dialog loads when one
 * is first shown, not with the page. Once loaded it stays mounted, so it closes with its animation.
 */
const ConfirmSendDialogView = lazy(() =>
  import('./questionnaire-dialog-views').then((m) => ({ default: m.ConfirmSendDialogView })),
);
const SuccessDialogView = lazy(() =>
  import('./questionnaire-dialog-views').then((m) => ({ default: m.SuccessDialogView })),
);

/** True from the first render with `shown` set on. */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/** ConfirmSendDialogView, loaded when first shown. */
export function ConfirmSendDialog(props: ConfirmSendDialogProps) {
  if (!useShownOnce(props.text !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmSendDialogView {...props} />
    </Suspense>
  );
}

/** SuccessDialogView, loaded when first shown. */
export function SuccessDialog(props: { text: string | null; onClose: () => void }) {
  if (!useShownOnce(props.text !== null)) return null;
  return (
    <Suspense fallback={null}>
      <SuccessDialogView {...props} />
    </Suspense>
  );
}
