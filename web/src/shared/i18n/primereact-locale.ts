import { addLocale, locale, localeOption } from 'primereact/api';
import { DEFAULT_LANGUAGE, type Language } from '@shared/constants/spec';
import { i18n } from './i18n';
import { isLanguage } from './language';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Month and day names from the browser's own locale data (Intl), so no name list ships in the bundle. */
const months = (language: Language, month: 'long' | 'short') => {
  const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => capitalized(format.format(Date.UTC(2024, m, 1))));
};
/** PrimeReact counts the days from Sunday; 7 January 2024 was a Sunday. */
const days = (language: Language, weekday: 'long' | 'short') => {
  const format = new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, d) => capitalized(format.format(Date.UTC(2024, 0, 7 + d))));
};

const baseAria = localeOption('aria', 'en') as Record<string, string>;

/**
 * PrimeReact's texts in the interface language: calendars (month and day names, the week from Monday,
 * dates DD.MM.YYYY as in 01 §9), the empty texts of selects ('Нет результатов поиска', 01 §5.4) and
 * tables ('Нет данных.'), and the paginator's accessible names.
 */
export function primeLocaleOptions(language: Language) {
  const t = i18n.getFixedT(language, 'common');
  const short = days(language, 'short');
  return {
    monthNames: months(language, 'long'),
    monthNamesShort: months(language, 'short'),
    dayNames: days(language, 'long'),
    dayNamesShort: short,
    dayNamesMin: short,
    firstDayOfWeek: 1,
    dateFormat: 'dd.mm.yy',
    weekHeader: t('calendar.weekHeader'),
    today: t('calendar.today'),
    clear: t('calendar.clear'),
    chooseDate: t('calendar.chooseDate'),
    chooseMonth: t('calendar.chooseMonth'),
    chooseYear: t('calendar.chooseYear'),
    prevMonth: t('calendar.prevMonth'),
    nextMonth: t('calendar.nextMonth'),
    prevYear: t('calendar.prevYear'),
    nextYear: t('calendar.nextYear'),
    prevDecade: t('calendar.prevDecade'),
    nextDecade: t('calendar.nextDecade'),
    emptyFilterMessage: t('select.noResults'),
    emptySearchMessage: t('select.noResults'),
    emptyMessage: t('table.empty'),
    // addLocale merges only the top level: the accessible names not translated here stay PrimeReact's.
    aria: {
      ...baseAria,
      close: t('actions.close'),
      firstPageLabel: t('paging.firstPage'),
      prevPageLabel: t('paging.prevPage'),
      nextPageLabel: t('paging.nextPage'),
      lastPageLabel: t('paging.lastPage'),
      pageLabel: t('paging.page'),
      rowsPerPageLabel: t('table.perPage'),
      jumpToPageInputLabel: t('table.goTo'),
      jumpToPageDropdownLabel: t('table.goTo'),
    },
  };
}

/** Registered when the interface switches to a language: its texts (English loads lazily) are there by then. */
const follow = (language: string) => {
  const current = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  addLocale(current, primeLocaleOptions(current));
  locale(current);
};
follow(i18n.language);
i18n.on('languageChanged', follow);
