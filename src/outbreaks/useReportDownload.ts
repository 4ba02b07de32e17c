/** Downloads one WAHIS report the API builds (a file in the screen's language); `busy` while it comes. */
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadFile } from '../api/http';
import { download } from '../export/download';

export function useReportDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the download.
  useEffect(() => () => running.current?.abort(), []);
  const fetchReport = async (path: string, fileName: string) => {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      download(await downloadFile(path, { signal: controller.signal, onBytes: () => {} }), fileName);
      notify('outbreaks.downloaded', { type: 'info' });
      return true;
    } catch {
      // A failed call has already shown its red toast.
      return false;
    } finally {
      running.current = null;
      setBusy(false);
    }
  };
  return { fetchReport, busy };
}
