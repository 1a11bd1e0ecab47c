import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportModal } from './support-modal';

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
      {open && <SupportModal onClose={() => setOpen(false)} />}
    </>
  );
}
