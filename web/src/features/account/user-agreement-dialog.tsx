import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIDENTIALITY_AGREEMENT, PERSONAL_DATA_AGREEMENT } from '../../shared/config/public-documents';
import { PublicDocumentLink } from '../../shared/ui/public-document-link';
import { useAcceptUserAgreement } from './user-agreement-status';

/** The agreement's dialog: it stays until both consents are ticked and saved. */
export function UserAgreementDialog({ contractorCode }: { contractorCode: string }) {
  const { t } = useTranslation('account');
  const accept = useAcceptUserAgreement(contractorCode);
  const [personalData, setPersonalData] = useState(false);
  const [confidentiality, setConfidentiality] = useState(false);

  return (
    <Dialog
      visible
      header={t('agreement.title')}
      onHide={() => undefined}
      closable={false}
      closeOnEscape={false}
      style={{ width: 'min(640px, 95vw)' }}
      footer={
        <Button
          label={t('agreement.save')}
          onClick={() => accept.mutate()}
          loading={accept.isPending}
          disabled={!personalData || !confidentiality}
          data-testid="agreement-save"
        />
      }
      data-testid="agreement-modal"
    >
      <p className="dialog-message">{t('agreement.intro')}</p>
      <div className="consent-list">
        <div className="consent">
          <Checkbox
            inputId="consent-personal"
            checked={personalData}
            onChange={(e) => setPersonalData(!!e.checked)}
          />
          <label htmlFor="consent-personal">{t('agreement.personalData')}</label>
        </div>
        <p className="consent-document">
          <PublicDocumentLink document={PERSONAL_DATA_AGREEMENT} />
        </p>
        <div className="consent">
          <Checkbox
            inputId="consent-confidentiality"
            checked={confidentiality}
            onChange={(e) => setConfidentiality(!!e.checked)}
          />
          <label htmlFor="consent-confidentiality">{t('agreement.confidentiality')}</label>
        </div>
        <p className="consent-document">
          <PublicDocumentLink document={CONFIDENTIALITY_AGREEMENT} />
        </p>
      </div>
    </Dialog>
  );
}
