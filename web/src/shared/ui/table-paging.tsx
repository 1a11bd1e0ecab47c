import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/spec';

/**
 * The paginator of every table (03 §9 'Pagination labels: per page, total count, go to'): rows per
 * page, the total, the page links and a page number to go to, labelled in the interface language.
 * Spread into a DataTable: `<DataTable {...paging} paginator … />`.
 */
export function useTablePaging() {
  const { t } = useTranslation();
  const paginatorTemplate: PaginatorTemplateOptions = {
    layout: 'RowsPerPageDropdown CurrentPageReport PrevPageLink PageLinks NextPageLink JumpToPageInput',
    RowsPerPageDropdown: (options) => (
      <span className="table-paging-part">
        <span aria-hidden>{t('table.perPage')}</span>
        {options.element}
      </span>
    ),
    CurrentPageReport: (options) => (
      <span className="table-paging-part" data-testid="table-total">
        {t('table.total', { count: options.totalRecords })}
      </span>
    ),
    JumpToPageInput: (options) => (
      <span className="table-paging-part">
        <span aria-hidden>{t('table.goTo')}</span>
        {options.element}
      </span>
    ),
  };
  return { paginatorTemplate, rowsPerPageOptions: [DEFAULT_PAGE_SIZE, 20, 50] };
}
