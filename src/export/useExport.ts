import { useEffect, useRef, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { Resource } from '../../resources/kit';
import { downloadFile } from '../api/http';
import { download } from './download';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * Exports every record the list's filters select, in its sort, as the server streams it (.xlsx or .csv in
 * the screen's language): `received` counts the bytes so far (null when no export runs), `cancel` stops it.
 */
export function useExport(resource: Resource) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the list stops the export (the server stops reading rows too).
  useEffect(() => () => running.current?.abort(), []);

  const exportAs = async (format: ExportFormat) => {
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    const query = new URLSearchParams({
      format,
      filter: JSON.stringify(filterValues ?? {}),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    try {
      const file = await downloadFile(`/${resource.name}/export?${query}`, {
        signal: controller.signal,
        onBytes: setReceived,
      });
      download(file, `${translate('app.export.filename')}.${format}`);
    } catch {
      // A failed call has already shown its red toast; a cancelled one says so.
      if (controller.signal.aborted) notify('app.export.canceled', { type: 'info' });
    } finally {
      running.current = null;
      setReceived(null);
    }
  };
  const cancel = () => running.current?.abort();
  return { exportAs, cancel, received };
}
