import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank, Currency } from '@shared/api/areas/bank';
import type { BankAccount } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import { accountNumberLengthRule } from '@shared/validation/bank-rules';
import { REGISTER_SEARCH_MIN_CHARS } from '@shared/validation/registration';
import { INPUT_DEBOUNCE_MS } from '../../shared/hooks/use-debounced-value';
import { useLatestSuggestions } from '../../shared/hooks/use-latest-suggestions';
import { useValidationText } from '../../shared/i18n/validation-text';
import { FormField } from '../../shared/ui/form-field';
import { checkAccountNumber } from './account-number-check';
import { useSaveBankAccount } from './bank-draft';
import { bankSearchQuery, currencySearchQuery, isRussianBank } from './bank-search';
import { DetailsList } from './details-list';
import { QUESTIONNAIRE_NS } from './i18n';
import '../../shared/ui/register-suggestions.css';

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' | 'invalid'; description: string }
  /** The check itself failed: the server checks the number again on save. */
  | { state: 'unavailable' };

interface BankAccountDialogProps {
  /** The account being edited; null adds a new one. */
  account: BankAccount | null;
  onClose: () => void;
}

/**
 * The add/edit account modal of 02 §2.5 item 6 and §5: the bank is found by search, choosing it
 * resets the number and the currency; the number is checked by the server 500 ms after typing, and
 * a failed check shows the server's words and clears the currency.
 */
export function BankAccountDialog({ account, onClose }: BankAccountDialogProps) {
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language as Language;
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const save = useSaveBankAccount();

  const [bank, setBank] = useState<Bank | null>(account?.bank ?? null);
  const [bankQuery, setBankQuery] = useState(account?.bank.name ?? '');
  const [isIban, setIsIban] = useState(account?.isIBAN ?? false);
  const [accountNumber, setAccountNumber] = useState(account?.accountNumber ?? '');
  const [currency, setCurrency] = useState<Currency | null>(account?.currency ?? null);
  const [currencyQuery, setCurrencyQuery] = useState(account?.currency.name ?? '');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [numberTouched, setNumberTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lengthError = bank ? accountNumberLengthRule(bank, accountNumber, isIban) : null;

  /** Asks the server about the number once the user pauses; only the latest answer counts. */
  const scheduleCheck = (forBank: Bank | null, number: string, iban: boolean) => {
    clearTimeout(timer.current);
    const id = ++latest.current;
    setCheck({ state: 'idle' });
    if (!forBank || !number || accountNumberLengthRule(forBank, number, iban) !== null) return;
    timer.current = setTimeout(() => {
      setCheck({ state: 'checking' });
      checkAccountNumber(forBank, number, iban, language).then(
        (verdict) => {
          if (id !== latest.current) return;
          if (!verdict) return setCheck({ state: 'idle' });
          setCheck({ state: verdict.valid ? 'valid' : 'invalid', description: verdict.description });
          if (!verdict.valid) {
            setCurrency(null);
            setCurrencyQuery('');
          } else if (verdict.currency) {
            setCurrency(verdict.currency);
            setCurrencyQuery(verdict.currency.name);
          }
        },
        () => {
          if (id === latest.current) setCheck({ state: 'unavailable' });
        },
      );
    }, INPUT_DEBOUNCE_MS);
  };

  const banks = useLatestSuggestions((text) => queryClient.fetchQuery(bankSearchQuery(text, language)));
  const currencies = useLatestSuggestions((text) =>
    queryClient.fetchQuery(currencySearchQuery(text, language)),
  );

  const chooseBank = (chosen: Bank) => {
    banks.stop();
    setBank(chosen);
    setBankQuery(chosen.name);
    // A new bank starts a new account: its number and currency are entered again (02 §4).
    setAccountNumber('');
    setIsIban(false);
    setCurrency(null);
    setCurrencyQuery('');
    setNumberTouched(false);
    scheduleCheck(null, '', false);
  };

  const changeNumber = (value: string) => {
    const number = value.replace(/\s+/g, isIban ? ' ' : '');
    setAccountNumber(number);
    scheduleCheck(bank, number, isIban);
  };

  const changeIban = (on: boolean) => {
    setIsIban(on);
    scheduleCheck(bank, accountNumber, on);
  };

  const canSave =
    bank !== null &&
    currency !== null &&
    lengthError === null &&
    check.state !== 'checking' &&
    check.state !== 'invalid' &&
    !save.isPending;

  const submit = () => {
    if (!canSave || !bank || !currency) return;
    save.mutate(
      {
        ...(account ? { id: account.id } : {}),
        bankId: bank.id,
        accountNumber: isIban ? accountNumber.replace(/\s+/g, '') : accountNumber,
        isIBAN: isIban,
        currencyId: currency.id,
      },
      { onSuccess: onClose },
    );
  };

  const numberError =
    check.state === 'invalid'
      ? check.description
      : lengthError && numberTouched
        ? validationText(lengthError)
        : null;
  const numberRequired = bank !== null && (bank.needToValidateAccountNumber || isIban);

  return (
    <Dialog
      visible
      header={account ? t('bankDialog.editTitle') : t('bankDialog.addTitle')}
      onHide={onClose}
      style={{ width: 'min(720px, 95vw)' }}
      footer={
        <>
          <Button
            label={t('actions.cancel')}
            severity="secondary"
            text
            onClick={onClose}
            disabled={save.isPending}
          />
          <Button
            label={t('actions.save')}
            icon="pi pi-save"
            onClick={submit}
            disabled={!canSave}
            loading={save.isPending}
            data-testid="bank-account-save"
          />
        </>
      }
      data-testid="bank-account-dialog"
    >
      <div className="q-dialog-form">
        <FormField
          id="bank-search"
          label={`${t('bankDialog.bankSearch')} *`}
          hint={t('bankDialog.searchHint')}
        >
          <AutoComplete
            inputId="bank-search"
            panelClassName="register-panel"
            value={bankQuery}
            suggestions={banks.suggestions}
            completeMethod={(e) => void banks.search(e.query)}
            minLength={REGISTER_SEARCH_MIN_CHARS}
            delay={INPUT_DEBOUNCE_MS}
            field="name"
            itemTemplate={(item: Bank) => (
              <div className="register-item">
                <span className="register-item-name">{item.name}</span>
                <span className="register-item-numbers">
                  {isRussianBank(item)
                    ? `${t('bank.bik')} ${item.bankCode}`
                    : `${t('bank.bankCode')} ${item.bankCode}`}
                  {' · '}
                  {item.countryName}, {item.city}
                </span>
              </div>
            )}
            onChange={(e) => setBankQuery(typeof e.value === 'string' ? e.value : (e.value as Bank).name)}
            onSelect={(e) => chooseBank(e.value as Bank)}
            placeholder={t('bankDialog.bankPlaceholder')}
            showEmptyMessage
            emptyMessage={t('bankDialog.noBanks')}
          />
        </FormField>

        {bank ? (
          <>
            <div className="q-bank-card" data-testid="bank-card">
              <DetailsList
                rows={[
                  { label: isRussianBank(bank) ? t('bank.bik') : t('bank.bankCode'), value: bank.bankCode },
                  ...(isRussianBank(bank)
                    ? [
                        {
                          label: t('bankDialog.corrAccount'),
                          value: bank.correspondingAccounts[0]?.correspondingAccountNumber ?? '—',
                        },
                      ]
                    : []),
                  { label: t('bankDialog.country'), value: `${bank.countryName}, ${bank.city}` },
                  ...(bank.swift ? [{ label: t('bankDialog.swift'), value: bank.swift }] : []),
                ]}
              />
            </div>
            {bank.isIbanSupported && (
              <div className="consent">
                <Checkbox inputId="bank-iban" checked={isIban} onChange={(e) => changeIban(!!e.checked)} />
                <label htmlFor="bank-iban">{t('bankDialog.iban')}</label>
              </div>
            )}
            <FormField
              id="bank-account-number"
              label={numberRequired ? `${t('bankDialog.accountNumber')} *` : t('bankDialog.accountOptional')}
              error={numberError}
              hint={
                check.state === 'checking'
                  ? t('bankDialog.checking')
                  : check.state === 'valid'
                    ? check.description
                    : undefined
              }
            >
              <InputText
                id="bank-account-number"
                value={accountNumber}
                onChange={(e) => changeNumber(e.target.value)}
                onBlur={() => setNumberTouched(true)}
                invalid={Boolean(numberError)}
                className="mono-input"
                // An IBAN starts with letters; an account number is digits only.
                inputMode={isIban ? 'text' : 'numeric'}
                autoComplete="off"
              />
            </FormField>
            <FormField
              id="bank-currency"
              label={`${t('bankDialog.currency')} *`}
              hint={t('bankDialog.searchHint')}
            >
              <AutoComplete
                inputId="bank-currency"
                value={currencyQuery}
                suggestions={currencies.suggestions}
                completeMethod={(e) => void currencies.search(e.query)}
                minLength={REGISTER_SEARCH_MIN_CHARS}
                delay={INPUT_DEBOUNCE_MS}
                field="name"
                itemTemplate={(item: Currency) => (
                  <span>
                    {item.name} <span className="muted">({item.code})</span>
                  </span>
                )}
                onChange={(e) => {
                  if (typeof e.value === 'string') {
                    setCurrencyQuery(e.value);
                    setCurrency(null);
                  }
                }}
                onSelect={(e) => {
                  const chosen = e.value as Currency;
                  currencies.stop();
                  setCurrency(chosen);
                  setCurrencyQuery(chosen.name);
                }}
                placeholder={t('bankDialog.currencyPlaceholder')}
                showEmptyMessage
                emptyMessage={t('bankDialog.noCurrencies')}
              />
            </FormField>
          </>
        ) : (
          <p className="muted">{t('bankDialog.chooseBank')}</p>
        )}
      </div>
    </Dialog>
  );
}
