import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The modal (Dialog, the request form) loads when the link is pressed, not with every page's header. */
const SupportModal = lazy(() => import('./support-modal').then((m) => ({ default: m.SupportModal })));

/** 'Поддержка' in the top header: opens the support modal. */
export function SupportLink() {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        link
        icon="pi pi-question-circle"
        label={t('link')}
        className="header-link"
        onClick={() => setOpen(true)}
        data-testid="support-link"
      />
      {open && (
        <Suspense fallback={null}>
          <SupportModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
