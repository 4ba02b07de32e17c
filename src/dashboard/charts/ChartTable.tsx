/**
 * A chart's text alternative: the same figures as a table in a labelled, keyboard-scrollable region. A
 * row's name is a button when the chart element drills down, so the drill-down has a keyboard path.
 */
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface TableColumn {
  key: string;
  label: string;
}

export interface TableLine {
  key: string;
  name: string;
  colour?: string;
  /** The formatted values, one per column. */
  cells: readonly string[];
  /** Opens what a click on the chart element opens. */
  onOpen?: () => void;
  /** A row of totals, set apart. */
  total?: boolean;
}

interface ChartTableProps {
  label: string;
  /** The heading of the names' column. */
  nameLabel: string;
  columns: readonly TableColumn[];
  lines: readonly TableLine[];
  maxHeight: number;
}

export function ChartTable({ label, nameLabel, columns, lines, maxHeight }: ChartTableProps) {
  return (
    <Box sx={{ maxHeight, overflow: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {nameLabel}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align="right">
                <bdi>{column.label}</bdi>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} sx={line.total ? { '& > *': { fontWeight: 600 } } : undefined}>
              <TableCell component="th" scope="row">
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {line.colour && (
                    <Box
                      aria-hidden
                      component="span"
                      sx={{ width: 12, height: 12, flex: 'none', borderRadius: '2px', bgcolor: line.colour }}
                    />
                  )}
                  {line.onOpen ? (
                    <Link
                      component="button"
                      type="button"
                      onClick={line.onOpen}
                      sx={{ minHeight: 24, textAlign: 'start' }}
                    >
                      <bdi>{line.name}</bdi>
                    </Link>
                  ) : (
                    <bdi>{line.name}</bdi>
                  )}
                </Box>
              </TableCell>
              {line.cells.map((cell, i) => (
                <TableCell key={columns[i]?.key ?? i} align="right">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
