/**
 * The import upload: multipart to POST /api/{resource}/import, read back as NDJSON lines so the screen
 * shows the server's progress while it reads and checks the rows.
 */
import { useQuery } from '@tanstack/react-query';
import { isRecord } from '../../shared/narrow';
import { baseHeaders, fetchCsrfCookie, XSRF_HEADER, xsrfToken } from '../api/csrf';
import { http } from '../api/http';
import { httpLanguage } from '../api/translator';
import { apiUrl } from '../api/transport';

/** A row's outcome, in the order the report's summary shows them. */
export const ROW_STATUSES = ['created', 'updated', 'unchanged', 'error'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

export interface RowResult {
  line: number;
  status: RowStatus;
  id?: number;
  errors?: Record<string, string[]>;
}

export interface ImportReport {
  mode: 'dry-run' | 'commit';
  onError: 'all' | 'valid';
  committed: boolean;
  counts: Record<RowStatus, number>;
  rows: RowResult[];
}

export interface FileDescription {
  headers: string[];
  mapping: Record<string, string>;
  targets: string[];
  total: number | null;
}

export interface ImportRequest {
  resource: string;
  file: File;
  mode: 'dry-run' | 'commit';
  onError: 'all' | 'valid';
  mapping?: Record<string, string>;
  source?: string;
}

export interface ImportEvents {
  onFile(file: FileDescription): void;
  onProgress(progress: { rows: number; fraction: number }): void;
}

export class ImportFailure extends Error {}

async function headers(): Promise<Record<string, string>> {
  if (!xsrfToken()) await fetchCsrfCookie();
  const all: Record<string, string> = { ...baseHeaders(), Accept: 'application/x-ndjson' };
  const token = xsrfToken();
  if (token) all[XSRF_HEADER] = token;
  const language = httpLanguage();
  if (language) all['Accept-Language'] = language;
  return all;
}

function formOf(request: ImportRequest) {
  const form = new FormData();
  form.append('mode', request.mode);
  form.append('on_error', request.onError);
  if (request.mapping) form.append('mapping', JSON.stringify(request.mapping));
  if (request.source) form.append('source', request.source);
  form.append('file', request.file, request.file.name);
  return form;
}

type Line = {
  file?: FileDescription;
  progress?: { rows: number; fraction: number };
  report?: ImportReport;
  error?: { message: string };
};

/** Sends the file and follows the answer line by line; resolves with the report. */
export async function runImport(request: ImportRequest, events: ImportEvents): Promise<ImportReport> {
  const response = await fetch(apiUrl(`/${request.resource}/import`), {
    method: 'POST',
    credentials: 'include',
    headers: await headers(),
    body: formOf(request),
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => ({}));
    throw new ImportFailure(
      isRecord(body) && typeof body.message === 'string' ? body.message : response.statusText,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let report: ImportReport | null = null;
  const handle = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as Line;
    if (line.file) events.onFile(line.file);
    if (line.progress) events.onProgress(line.progress);
    if (line.error) throw new ImportFailure(line.error.message);
    if (line.report) report = line.report;
  };
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    pending += chunk.value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) handle(text);
  }
  handle(pending);
  if (!report) throw new ImportFailure(response.statusText);
  return report;
}

export interface SavedMapping {
  source: string;
  mapping: Record<string, string>;
  updated_at: string;
}

/** The column mappings saved per source by earlier commits, newest first. */
export function useSavedMappings(resource: string) {
  return useQuery({
    queryKey: ['import', resource, 'mappings'],
    queryFn: async () =>
      (await http.get<SavedMapping[]>(`/${resource}/import/mappings`, { silent: true })).json,
  });
}
