import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, ProfileForm } from '@shared/api/areas/profiles';
import type { PostalAddressInput } from '@shared/validation/address';
import { AddressView } from './address-view';
import { ChapterNotices } from './chapter-notices';
import { DocumentsTable } from './documents-table';
import { QUESTIONNAIRE_NS } from './i18n';
import { ConfirmSendDialog, SuccessDialog } from './questionnaire-dialogs';
import { useSendPostalAddress } from './send-postal-address';

/** The form (its country list and checkbox) loads when editing starts, not with the questionnaire. */
const PostalAddressForm = lazy(() =>
  import('./postal-address-form').then((m) => ({ default: m.PostalAddressForm })),
);

interface PostalAddressSectionProps {
  chapter: ProfileForm['postalAddressChapter'];
  legal: Address;
}

/**
 * Item 4 of 02 §2.5: the postal address, viewed or edited; a change is sent to KSSS after the
 * 'Внимание!' confirmation and waits for review, editing closed meanwhile (02 §4).
 */
export function PostalAddressSection({ chapter, legal }: PostalAddressSectionProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const { settings } = chapter;
  const [editing, setEditing] = useState(false);
  const [toConfirm, setToConfirm] = useState<PostalAddressInput | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendPostalAddress();
  const editMode = settings.showEditModeFields || editing;
  const pending = chapter.pendingPostalAddress;

  const confirm = () => {
    if (!toConfirm) return;
    send.mutate(toConfirm, {
      onSuccess: (answer) => {
        setSent(answer.description);
        setEditing(false);
      },
      onSettled: () => setToConfirm(null),
    });
  };

  return (
    <div data-testid="q-postal">
      <p className="q-section-intro">{t('postal.intro')}</p>
      <ChapterNotices
        description={settings.description}
        upload={
          // On moderation the document replaces the edit (02 §2.5 item 4); while editing it backs the request.
          settings.showDocumentUploadLink || (editMode && !pending)
            ? {
                text: t('postal.uploadText'),
                linkText: t('postal.uploadLink'),
                docType: 'AddressConfirmation',
              }
            : null
        }
        testId="postal-notices"
      />
      {pending ? (
        <div className="q-compare" data-testid="postal-pending">
          <div className="q-compare-column">
            <h3>{t('postal.current')}</h3>
            <AddressView address={chapter.viewModePostalAddress} testId="postal-address" />
          </div>
          <div className="q-compare-column q-compare-new">
            <h3>
              <i className="pi pi-clock" aria-hidden /> {t('postal.requested')}
            </h3>
            <AddressView address={pending} testId="postal-requested" />
          </div>
        </div>
      ) : editMode ? (
        <Suspense fallback={null}>
          <PostalAddressForm
            current={chapter.viewModePostalAddress}
            legal={legal}
            busy={send.isPending}
            onSubmit={setToConfirm}
            onCancel={settings.isViewModeAvailable ? () => setEditing(false) : undefined}
          />
        </Suspense>
      ) : (
        <>
          {settings.isButtonVisible && (
            <div className="q-toolbar">
              <Button
                label={t('actions.edit')}
                icon="pi pi-pencil"
                severity="secondary"
                outlined
                size="small"
                disabled={!settings.isButtonEnabled}
                onClick={() => setEditing(true)}
                data-testid="postal-edit"
              />
            </div>
          )}
          <AddressView address={chapter.viewModePostalAddress} testId="postal-address" />
        </>
      )}
      {chapter.documents.length > 0 && (
        <>
          <h3 className="q-subtitle">{t('postal.documents')}</h3>
          <DocumentsTable documents={chapter.documents} testId="postal-documents" />
        </>
      )}
      <ConfirmSendDialog
        text={toConfirm ? t('postal.confirm') : null}
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={() => setToConfirm(null)}
      />
      <SuccessDialog text={sent} onClose={() => setSent(null)} />
    </div>
  );
}
