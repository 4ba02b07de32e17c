import { Box, Table } from '@mui/material';
import type { ReactNode } from 'react';

/** A map layer's text alternative: a small table in a named region that scrolls on its own, header kept. */
export function MapTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ maxHeight: 360, overflow: 'auto', mt: 1 }} tabIndex={0} aria-label={label} role="region">
      <Table size="small" stickyHeader>
        {children}
      </Table>
    </Box>
  );
}
