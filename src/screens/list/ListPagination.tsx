/**
 * The list's pagination. When the server only estimates the total (millions of rows), it says "about
 * 1.2 million" and offers previous / next instead of page numbers it cannot know.
 */
import { TablePagination } from '@mui/material';
import { Pagination, useListContext, useLocale, useTranslate } from 'react-admin';
import type { ListMeta } from '../../providers/fetchList';

const ROWS_PER_PAGE = [5, 10, 25, 50];

/** "1.2 million", "1,2 million", "١٫٢ مليون": two significant digits, the words of the language. */
export const aboutNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    notation: 'compact',
    compactDisplay: 'long',
    maximumSignificantDigits: 2,
  }).format(value);

export function ListPagination() {
  const { meta, total, page, perPage, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!(meta as ListMeta | undefined)?.totalEstimated || total == null) return <Pagination />;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to }) =>
        translate('app.list.aboutTotal', { from, to, total: aboutNumber(total, locale) })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'previous' ? 'previous' : 'next'}`)}
    />
  );
}
