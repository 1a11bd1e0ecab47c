import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, ProfileForm } from '@shared/api/areas/profiles';
import { AddressView } from './address-view';
import { QUESTIONNAIRE_NS } from './i18n';
import { SuccessDialog } from './questionnaire-dialogs';
import { useRegisterRefresh } from './register-refresh';

interface LegalAddressSectionProps {
  address: Address;
  kind: 'legal' | 'individual';
  button: ProfileForm['requestKsssToUpdateProfileByEgrulButton'];
}

/**
 * Item 2 of 02 §2.5: the legal address (or an entrepreneur's location), read-only, with the refresh
 * from the state register: hidden (HIDE), disabled with its tooltip (DISABLE) or active.
 */
export function LegalAddressSection({ address, kind, button }: LegalAddressSectionProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const refresh = useRegisterRefresh();
  const [sent, setSent] = useState<string | null>(null);
  const disabled = button.buttonStatus === 'DISABLE';
  return (
    <div data-testid="q-legal-address">
      {button.buttonStatus !== 'HIDE' && (
        <div className="q-toolbar">
          <Button
            label={t(`register.${kind}`)}
            icon="pi pi-refresh"
            severity="secondary"
            outlined
            size="small"
            loading={refresh.isPending}
            disabled={disabled || refresh.isPending}
            tooltip={disabled ? (button.tooltip ?? t('register.pending')) : undefined}
            tooltipOptions={{ showOnDisabled: true, position: 'top' }}
            onClick={() => refresh.mutate(undefined, { onSuccess: (answer) => setSent(answer.description) })}
            data-testid="register-refresh"
          />
        </div>
      )}
      <AddressView address={address} full={kind === 'legal'} testId="legal-address" />
      <SuccessDialog text={sent} onClose={() => setSent(null)} />
    </div>
  );
}
