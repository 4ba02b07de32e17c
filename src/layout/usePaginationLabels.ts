import type { TablePaginationProps } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';

type Labels = Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>;

/**
 * A MUI TablePagination's words in the user's language, as react-admin's own list pagination says them
 * ("1-3 of 3", "Rows per page:", "Go to next page"): MUI's defaults are English only.
 */
export function usePaginationLabels(): Labels {
  const translate = useTranslate();
  const labelDisplayedRows = useCallback<NonNullable<Labels['labelDisplayedRows']>>(
    ({ from, to, count }) =>
      count === -1
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
        : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
    [translate],
  );
  const getItemAriaLabel = useCallback<NonNullable<Labels['getItemAriaLabel']>>(
    (type) => translate(`ra.navigation.${type}`),
    [translate],
  );
  return useMemo(
    () => ({
      labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      labelDisplayedRows,
      getItemAriaLabel,
    }),
    [translate, labelDisplayedRows, getItemAriaLabel],
  );
}
