import { Accordion, AccordionTab } from 'primereact/accordion';
import { Message } from 'primereact/message';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { EditingLimited } from '../../shared/ui/editing-limited';
import { PageHeading } from '../../shared/ui/page-heading';
import { AddressView } from './address-view';
import { BankSection } from './bank-section';
import { ContactsSection } from './contacts-section';
import { QUESTIONNAIRE_NS } from './i18n';
import { LegalAddressSection } from './legal-address-section';
import { PostalAddressSection } from './postal-address-section';
import { useProfileForm } from './profile-form';
import { RegistrationDataSection } from './registration-data-section';
import { TaxRegimeSection } from './tax-regime-section';
import './questionnaire.css';

interface Section {
  key: string;
  title: string;
  icon: string;
  content: ReactNode;
}

function sectionsOf(form: ProfileForm, t: (key: string) => string): Section[] {
  const registration = form.data.legal ?? form.data.individual ?? form.data.nonResident;
  const factAddress = registration?.factAddress ?? null;
  const sections: Section[] = [
    {
      key: 'registration',
      title: t('sections.registration'),
      icon: 'pi pi-id-card',
      content: (
        <>
          <RegistrationDataSection
            data={form.data}
            pendingNote={
              form.isEditable && !form.isProfileInfoEditable
                ? (form.requestKsssToUpdateProfileByEgrulButton.tooltip ?? t('register.pending'))
                : null
            }
          />
          {form.taxRegimeChapter && <TaxRegimeSection chapter={form.taxRegimeChapter} />}
        </>
      ),
    },
  ];
  if (factAddress && form.accountType !== 'NONRESIDENT') {
    const kind = form.accountType === 'LEGAL' ? 'legal' : 'individual';
    sections.push({
      key: 'legal-address',
      title: kind === 'legal' ? t('sections.legalAddress') : t('sections.location'),
      icon: 'pi pi-building',
      content: (
        <LegalAddressSection
          address={factAddress}
          kind={kind}
          button={form.requestKsssToUpdateProfileByEgrulButton}
        />
      ),
    });
  }
  if (form.accountType === 'NONRESIDENT') {
    sections.push({
      key: 'actual-address',
      title: t('sections.actualAddress'),
      icon: 'pi pi-building',
      content: <AddressView address={factAddress} testId="actual-address" />,
    });
  }
  if (factAddress) {
    sections.push({
      key: 'postal',
      title: t('sections.postal'),
      icon: 'pi pi-envelope',
      content: <PostalAddressSection chapter={form.postalAddressChapter} legal={factAddress} />,
    });
  }
  sections.push({
    key: 'contacts',
    title:
      form.accountType === 'LEGAL'
        ? t('sections.contactsLegal')
        : form.accountType === 'INDIVIDUAL'
          ? t('sections.contactsIndividual')
          : t('sections.contacts'),
    icon: 'pi pi-phone',
    content: <ContactsSection form={form} />,
  });
  if (form.bankAccountChapter) {
    sections.push({
      key: 'bank',
      title: t('sections.bank'),
      icon: 'pi pi-wallet',
      content: <BankSection chapter={form.bankAccountChapter} isEditable={form.isEditable} />,
    });
  }
  return sections;
}

/**
 * /job-application (02 §2.5): the company questionnaire in accordion sections that differ for
 * residents and non-residents. What may be edited comes from the server's flags.
 */
export function QuestionnairePage() {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const form = useProfileForm();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  if (!form.data) {
    return (
      <section className="page">
        <PageHeading title={t('title')} />
        {form.isError ? (
          <Message severity="error" text={t('loadFailed')} />
        ) : (
          <p className="muted">
            <i className="pi pi-spin pi-spinner" aria-hidden /> {t('loading')}
          </p>
        )}
      </section>
    );
  }

  const sections = sectionsOf(form.data, t);
  const open = sections.map((s, i) => (closed.has(s.key) ? -1 : i)).filter((i) => i >= 0);
  return (
    <section
      className="page questionnaire"
      data-testid="questionnaire"
      data-account-type={form.data.accountType}
    >
      <PageHeading title={t('title')}>
        <span className="q-company-code">
          {t('companyCode')} <strong>{form.data.companyCode}</strong>
        </span>
      </PageHeading>
      {!form.data.isEditable && <EditingLimited className="q-notice q-spaced" />}
      <SectionsAccordion
        sections={sections}
        open={open}
        onOpenChange={(now) => setClosed(new Set(sections.filter((_, i) => !now.has(i)).map((s) => s.key)))}
      />
    </section>
  );
}

/** The sections a phone's first screen can show: their content renders with the first paint. */
const FIRST_PASS_SECTIONS = 2;

/**
 * The accordion of sections. It mounts when the form arrives; the sections below the first screen
 * render in a second, interruptible pass (React's deferred value), so the first paint is not one long
 * task building every form of the page.
 */
function SectionsAccordion(props: {
  sections: Section[];
  open: number[];
  onOpenChange: (open: ReadonlySet<number>) => void;
}) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const everySection = useDeferredValue(true, false);
  return (
    <Accordion
      multiple
      activeIndex={props.open}
      onTabChange={(e) => props.onOpenChange(new Set(Array.isArray(e.index) ? e.index : [e.index]))}
      className="q-accordion"
    >
      {props.sections.map((section, index) => (
        <AccordionTab
          key={section.key}
          header={
            <span className="q-tab-header" data-testid={`q-tab-${section.key}`}>
              <i className={section.icon} aria-hidden /> {section.title}
            </span>
          }
        >
          {everySection || index < FIRST_PASS_SECTIONS ? (
            section.content
          ) : (
            <p className="muted">{t('loading')}</p>
          )}
        </AccordionTab>
      ))}
    </Accordion>
  );
}
