import Download from '@mui/icons-material/Download';
import { CircularProgress, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { Resource } from '../../resources/kit';
import { type ExportFormat, useExport } from './useExport';

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/** The list's export: a workbook or a CSV file named 'liste-excel' (spec §9), with the list's filters. */
export function ExportButton({ resource }: { resource: Resource }) {
  const translate = useTranslate();
  const { total } = useListContext();
  const { exportAs, pending } = useExport(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    exportAs(format);
  };
  return (
    <>
      <Button
        label={translate('app.export.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={pending || total === 0}
        aria-haspopup="menu"
      >
        {pending ? <CircularProgress size={16} /> : <Download />}
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
