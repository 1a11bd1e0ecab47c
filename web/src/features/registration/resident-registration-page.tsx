import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ResidentSearchResult } from '@shared/api/areas/registration';
import type { Language } from '@shared/constants/spec';
import { REGISTER_SEARCH_MIN_CHARS } from '@shared/validation/registration';
import { INPUT_DEBOUNCE_MS } from '../../shared/hooks/use-debounced-value';
import { useLatestSuggestions } from '../../shared/hooks/use-latest-suggestions';
import { useValidationText } from '../../shared/i18n/validation-text';
import { FormField } from '../../shared/ui/form-field';
import { mayRegister, useDuplicateCheck } from './duplicate-check';
import { REGISTRATION_NS } from './i18n';
import { PersonalDataConsent } from './personal-data-consent';
import { registerSearchQuery, useResidentByInvitation } from './register-search';
import { useRegisterResident } from './register-counterparty';
import { ManualRegistrationForm } from './manual-registration-form';
import { RegistrationDoneDialog } from './registration-done-dialog';
import { RegistrationFooter } from './registration-footer';
import { residentNumbersComplete, type ResidentKind } from './registration-rules';
import './registration.css';
import '../../shared/ui/register-suggestions.css';

function SearchResultItem({ item, kind }: { item: ResidentSearchResult; kind: ResidentKind }) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <div className="register-item">
      <div className="register-item-head">
        <span className="register-item-name">{item.shortName}</span>
        {item.branchType && (
          <Tag
            value={t(`branchType.${item.branchType}`)}
            severity={item.branchType === 'MAIN' ? 'info' : 'warning'}
          />
        )}
      </div>
      <div className="register-item-numbers">
        <span>
          {t(`${kind}.inn`)} {item.inn}
        </span>
        {item.kpp && (
          <span>
            {t('legal.kpp')} {item.kpp}
          </span>
        )}
        <span>
          {t(`${kind}.ogrn`)} {item.ogrn}
        </span>
      </div>
      <div className="register-item-address">{item.address}</div>
    </div>
  );
}

/** A read-only field filled from the register search. */
function FilledField({
  id,
  label,
  value,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  const placeholder = t('search.filledBySearch');
  return (
    <FormField id={id} label={label}>
      {multiline ? (
        <InputTextarea id={id} value={value} readOnly autoResize rows={2} placeholder={placeholder} />
      ) : (
        <InputText id={id} value={value} readOnly placeholder={placeholder} />
      )}
    </FormField>
  );
}

/**
 * /account/registration-legal/:id? and /account/registration-ind/:id? (02 §2.2, §2.3, §2.6): with
 * an id (a registration link's token) the counterparty the link was shared for fills the form as
 * if it had been found; a bad or expired link says so and the search stays open.
 */
export function ResidentRegistrationPage({ kind }: { kind: ResidentKind }) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const { id } = useParams();
  const preset = useResidentByInvitation(id, i18n.language as Language);
  if (!id) return <ResidentRegistrationForm kind={kind} preset={null} />;
  // A link for the other resident kind is as unusable here as a forged one.
  const usable = preset.data?.type === kind ? preset.data : null;
  if (usable) return <ResidentRegistrationForm key={id} kind={kind} preset={usable} />;
  if (preset.isPending)
    return (
      <section className="registration-card" data-testid={`registration-${kind}`}>
        <h1>{t(`${kind}.title`)}</h1>
        <p className="muted">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('search.presetLoading')}
        </p>
      </section>
    );
  return (
    <ResidentRegistrationForm
      kind={kind}
      preset={null}
      notice={
        <Message
          severity="warn"
          className="registration-link-notice"
          text={t('search.presetFailed')}
          data-testid="registration-link-failed"
        />
      }
    />
  );
}

/**
 * The resident form: the organisation is found in the state register, its numbers fill the
 * read-only fields, the duplicate check runs and the user registers it with consent to
 * personal-data processing.
 */
function ResidentRegistrationForm({
  kind,
  preset,
  notice,
}: {
  kind: ResidentKind;
  preset: ResidentSearchResult | null;
  notice?: ReactNode;
}) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState(preset?.shortName ?? '');
  const {
    suggestions,
    search,
    stop: stopSearching,
    clear: clearSuggestions,
  } = useLatestSuggestions((text) =>
    queryClient.fetchQuery(registerSearchQuery(text, kind, i18n.language as Language)),
  );
  const [found, setFound] = useState<ResidentSearchResult | null>(preset);
  const [consent, setConsent] = useState(false);
  const [manual, setManual] = useState(false);
  const register = useRegisterResident();

  const numbers = { inn: found?.inn ?? '', kpp: found?.kpp ?? '', ogrn: found?.ogrn ?? '' };
  const duplicate = useDuplicateCheck(
    found ? (kind === 'legal' ? { inn: numbers.inn, kpp: numbers.kpp } : { inn: numbers.inn }) : null,
  );
  const canRegister =
    found !== null &&
    residentNumbersComplete(kind, numbers) &&
    mayRegister(duplicate) &&
    consent &&
    !register.isPending;

  const clear = () => {
    setFound(null);
    setQuery('');
    clearSuggestions();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canRegister || !found) return;
    // canRegister holds only with the consent ticked; the server refuses a registration without it.
    const personalDataConsent = true;
    register.mutate(
      kind === 'legal'
        ? {
            type: 'legal',
            ...numbers,
            ...(found.branchType ? { branchType: found.branchType } : {}),
            personalDataConsent,
          }
        : { type: 'individual', inn: numbers.inn, ogrn: numbers.ogrn, personalDataConsent },
    );
  };

  if (manual)
    return (
      <section className="registration-card" data-testid={`registration-${kind}`}>
        <h1>{t(`${kind}.title`)}</h1>
        <ManualRegistrationForm kind={kind} onBack={() => setManual(false)} />
      </section>
    );

  return (
    <section className="registration-card" data-testid={`registration-${kind}`}>
      <h1>{t(`${kind}.title`)}</h1>
      <p className="registration-intro">{t(`${kind}.intro`)}</p>
      {notice}
      <form onSubmit={submit} noValidate>
        <div className="registration-search">
          <label htmlFor="register-search">{t('search.label')}</label>
          <div className="registration-search-row">
            <div className="registration-search-box">
              <AutoComplete
                inputId="register-search"
                value={query}
                suggestions={suggestions}
                completeMethod={(e) => void search(e.query)}
                minLength={REGISTER_SEARCH_MIN_CHARS}
                delay={INPUT_DEBOUNCE_MS}
                field="shortName"
                itemTemplate={(item: ResidentSearchResult) => <SearchResultItem item={item} kind={kind} />}
                onChange={(e) =>
                  setQuery(
                    typeof e.value === 'string' ? e.value : (e.value as ResidentSearchResult).shortName,
                  )
                }
                onSelect={(e) => {
                  stopSearching();
                  setFound(e.value as ResidentSearchResult);
                }}
                placeholder={t(`${kind}.placeholder`)}
                showEmptyMessage
                emptyMessage={t('search.empty')}
                panelClassName="register-panel"
                disabled={register.isPending}
              />
            </div>
            {found && (
              <Button
                type="button"
                label={t('actions.clear')}
                icon="pi pi-times"
                severity="secondary"
                outlined
                onClick={clear}
              />
            )}
          </div>
          <small className="form-hint">{t('search.hint')}</small>
          {!found && (
            <Button
              type="button"
              link
              className="registration-manual-link"
              label={t('manual.open')}
              onClick={() => setManual(true)}
              data-testid="manual-entry"
            />
          )}
        </div>

        <div className="registration-grid">
          <div className="span-2">
            <FilledField id="reg-name" label={t(`${kind}.name`)} value={found?.name ?? ''} />
          </div>
          {kind === 'legal' && (
            <FilledField
              id="reg-branch-type"
              label={t('legal.branchType')}
              value={found?.branchType ? t(`branchType.${found.branchType}`) : ''}
            />
          )}
          <FilledField id="reg-inn" label={t(`${kind}.inn`)} value={numbers.inn} />
          {kind === 'legal' && <FilledField id="reg-kpp" label={t('legal.kpp')} value={numbers.kpp} />}
          <FilledField id="reg-ogrn" label={t(`${kind}.ogrn`)} value={numbers.ogrn} />
          <div className="span-2">
            <FilledField
              id="reg-address"
              label={t(`${kind}.address`)}
              value={found?.address ?? ''}
              multiline
            />
          </div>
        </div>

        {duplicate === 'taken' && (
          <Message
            severity="error"
            className="registration-message"
            text={validationText('validation.duplicateInn')}
            data-testid="duplicate-message"
          />
        )}

        <PersonalDataConsent checked={consent} onChange={setConsent} />

        <RegistrationFooter>
          <Button
            type="submit"
            label={t('actions.register')}
            icon="pi pi-check"
            loading={register.isPending || duplicate === 'checking'}
            disabled={!canRegister}
            data-testid="registration-submit"
          />
        </RegistrationFooter>
      </form>
      <RegistrationDoneDialog visible={register.isSuccess} />
    </section>
  );
}

export const LegalRegistrationPage = () => <ResidentRegistrationPage kind="legal" />;
export const IndividualRegistrationPage = () => <ResidentRegistrationPage kind="individual" />;
