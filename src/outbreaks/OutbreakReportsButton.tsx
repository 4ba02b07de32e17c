/** The WAHIS reports of one outbreak: the immediate-notification draft and the follow-up report (.xlsx). */
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useReportDownload } from './useReportDownload';

const REPORTS = [
  { type: 'immediate', label: 'outbreaks.exportImmediate' },
  { type: 'follow-up', label: 'outbreaks.exportFollowUp' },
] as const;

export function OutbreakReportsButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { fetchReport, busy } = useReportDownload();
  if (!record) return null;
  const open = async (type: (typeof REPORTS)[number]['type']) => {
    setAnchor(null);
    await fetchReport(
      `/outbreaks/${record.id}/report?type=${type}&format=xlsx`,
      `${record.ref}-${type}.xlsx`,
    );
  };
  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} /> : <DescriptionIcon />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('outbreaks.reports')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {REPORTS.map((report) => (
          <MenuItem key={report.type} onClick={() => open(report.type)}>
            {translate(report.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
