import { InputText, type InputTextProps } from 'primereact/inputtext';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator, formatDecimal, normalizeDecimal } from './decimal-text';

type DecimalInputProps = Omit<InputTextProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'ref'> & {
  /** The normalized value, a dot for the separator ("1234.5"); "" when empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** 2 for money and rates (the default), 0 for counts. */
  maxDecimals?: number;
  /** Thousands grouped with spaces: money fields (03 §5 price input). */
  grouping?: boolean;
};

/** Digits and separators: what stays in place when the text is reformatted. */
const SIGNIFICANT = /[\d,.бБюЮ]/;
const significantBefore = (text: string, caret: number) =>
  [...text.slice(0, caret)].filter((c) => SIGNIFICANT.test(c)).length;
const caretAfter = (text: string, significant: number) => {
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (seen === significant) return i;
    if (SIGNIFICANT.test(text[i]!)) seen += 1;
  }
  return text.length;
};

/**
 * Every number field of the product (01 §5.4, 03 §5): a Russian user types "22,53" or "1 234,5" (a
 * comma, a dot or б/ю for the separator), sees the comma of the interface's language and, in money
 * fields, the thousands grouped with spaces. A text input, not type="number", which drops a comma.
 */
export function DecimalInput({
  value,
  onValueChange,
  maxDecimals = 2,
  grouping = false,
  ...rest
}: DecimalInputProps) {
  const { i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Where the caret should land once the reformatted text renders (counted in digits and separators).
  const pendingCaret = useRef<number | null>(null);
  const shown = formatDecimal(value, { grouping, separator: decimalSeparator(i18n.language) });

  useLayoutEffect(() => {
    const element = input.current;
    if (pendingCaret.current === null || !element || document.activeElement !== element) return;
    const at = caretAfter(shown, pendingCaret.current);
    element.setSelectionRange(at, at);
    pendingCaret.current = null;
  }, [shown]);

  return (
    <InputText
      {...rest}
      ref={input}
      inputMode={maxDecimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const typed = e.target.value;
        pendingCaret.current = significantBefore(typed, e.target.selectionStart ?? typed.length);
        onValueChange(normalizeDecimal(typed, { maxDecimals }));
      }}
    />
  );
}
