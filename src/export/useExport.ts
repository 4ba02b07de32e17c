import { useState } from 'react';
import { useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isRtl } from '../../i18n';
import type { Resource } from '../../resources/kit';
import { toRows } from './cells';
import { exportColumns } from './columns';
import { download } from './download';
import { EXPORT_MAX_ROWS, fetchAllRecords, fetchLabels } from './fetchRecords';
import { writeCsv } from './writeCsv';
import { writeXlsx } from './writeXlsx';

export type ExportFormat = 'xlsx' | 'csv';

/** Exports every record the list's filters select, not only the page on screen, as .xlsx or .csv. */
export function useExport(resource: Resource) {
  const { resource: listResource, filterValues, sort } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState(false);

  const exportAs = async (format: ExportFormat) => {
    setPending(true);
    try {
      const columns = exportColumns(resource, translate);
      const { records, total } = await fetchAllRecords(dataProvider, listResource, filterValues ?? {}, sort);
      const labels = await fetchLabels(dataProvider, columns, records);
      const header = columns.map((column) => column.header);
      const rows = toRows(records, columns, labels, resource.name, translate);
      const blob =
        format === 'xlsx'
          ? await writeXlsx(header, rows, { rightToLeft: isRtl(locale) })
          : writeCsv(header, rows);
      download(blob, `${translate('app.export.filename')}.${format}`);
      if (total > EXPORT_MAX_ROWS) {
        notify('app.export.truncated', {
          type: 'warning',
          messageArgs: { count: EXPORT_MAX_ROWS.toLocaleString(locale) },
        });
      }
    } catch (error) {
      // A failed call has already shown its red toast; anything else is reported here.
      if (!(error instanceof Error && 'status' in error)) notify('app.export.failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { exportAs, pending };
}
