import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import { Box, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Resource } from '../../resources/kit';
import { type ExportFormat, useExport } from './useExport';

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/**
 * The list's export: every row its filters select, as a workbook or a CSV file named 'liste-excel' (spec
 * §9), streamed by the server; while it runs, the size received so far and a button to cancel.
 */
export function ExportButton({ resource }: { resource: Resource }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { total } = useListContext();
  const { exportAs, cancel, received } = useExport(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    exportAs(format);
  };
  if (received !== null) {
    return (
      <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <span>{translate('app.export.progress', { size: megabytes(received, locale) })}</span>
        <Button label={translate('app.export.cancel')} onClick={cancel}>
          <Close />
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Button
        label={translate('app.export.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={total === 0}
        aria-haspopup="menu"
      >
        <Download />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(`app.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
