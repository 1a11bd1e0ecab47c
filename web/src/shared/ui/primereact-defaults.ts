import PrimeReact from 'primereact/api';
// PrimeReact's own texts follow the interface language.
import '../i18n/primereact-locale';

/**
 * PrimeReact's Dropdown renders, beside its focusable and labelled input, a hidden native <select>
 * (for forms) and a chevron with role button, neither focusable nor named: screen readers and axe
 * announce both as unnamed controls. They are hidden from assistive technology; the labelled input
 * stays the one control.
 */
PrimeReact.pt = {
  ...PrimeReact.pt,
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
};
