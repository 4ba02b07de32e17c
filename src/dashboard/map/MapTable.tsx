import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
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

/**
 * One item of a map table laid out for a phone: a row group whose heading row (`id`, spanning `span`
 * columns) sits above the item's figures, so the table fits the width instead of scrolling sideways. The
 * figures' cells name both headers: `stackedHeaders(id, columnIds)`.
 */
export function StackedRowGroup({
  id,
  span,
  heading,
  children,
}: {
  id: string;
  span: number;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableBody>
      <TableRow>
        <TableCell
          component="th"
          scope="rowgroup"
          id={id}
          colSpan={span}
          sx={{ borderBottom: 'none', pb: 0 }}
        >
          {heading}
        </TableCell>
      </TableRow>
      <TableRow>{children}</TableRow>
    </TableBody>
  );
}

/** The `headers` of a stacked item's figure cells: its heading and each cell's column. */
export const stackedHeaders = (id: string, columnIds: string[]): string[] =>
  columnIds.map((column) => `${id} ${column}`);
