/**
 * The list's pagination. When the server only estimates the total (millions of rows), it says "about
 * 1.2 million" and offers previous / next instead of page numbers it cannot know.
 */
import { TablePagination, type Theme, useMediaQuery } from '@mui/material';
import { Pagination, useListContext, useLocale, useTranslate } from 'react-admin';
import { usePaginationLabels } from '../../layout/usePaginationLabels';
import type { ListMeta } from '../../providers/fetchList';
import { aboutNumber } from './aboutNumber';

const ROWS_PER_PAGE = [5, 10, 25, 50];

export function ListPagination() {
  const { meta, total, page, perPage, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const paginationLabels = usePaginationLabels();
  const locale = useLocale();
  // As react-admin's own pagination: no page-size picker on a phone, where it would push the rest off screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!(meta as ListMeta | undefined)?.totalEstimated || total == null) return <Pagination />;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={phone ? [] : ROWS_PER_PAGE}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      {...paginationLabels}
      labelDisplayedRows={({ from, to }) =>
        translate('app.list.aboutTotal', { from, to, total: aboutNumber(total, locale) })
      }
    />
  );
}
