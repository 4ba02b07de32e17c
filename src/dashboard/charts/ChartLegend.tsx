/**
 * A chart's legend in HTML, outside the chart's SVG: with `onToggle` each entry is a toggle button
 * (aria-pressed) that shows or hides its series — a click here never reaches the chart's own drill-down —,
 * without it a plain list. Hovering or focusing an entry highlights its series.
 */
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LegendItem {
  key: string;
  name: string;
  colour: string;
  /** Shown after the name (a value, a share). */
  detail?: string;
  hidden?: boolean;
}

interface ChartLegendProps {
  items: readonly LegendItem[];
  label: string;
  onToggle?: (key: string) => void;
  onHighlight?: (key: string | null) => void;
}

function Swatch({ colour, hidden }: { colour: string; hidden?: boolean }) {
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        width: 12,
        height: 12,
        flex: 'none',
        borderRadius: '2px',
        bgcolor: hidden ? 'transparent' : colour,
        border: `2px solid ${colour}`,
      }}
    />
  );
}

function EntryText({ item }: { item: LegendItem }) {
  return (
    <>
      <bdi>{item.name}</bdi>
      {item.detail && (
        <Box component="span" sx={{ color: 'text.secondary', ms: 0.5 }}>
          {item.detail}
        </Box>
      )}
    </>
  );
}

export function ChartLegend({ items, label, onToggle, onHighlight }: ChartLegendProps) {
  const translate = useTranslate();
  const highlight = (key: string | null) => onHighlight?.(key);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        columnGap: 1.5,
      }}
    >
      {items.map((item) => (
        <li key={item.key}>
          {onToggle ? (
            <ButtonBase
              aria-pressed={!item.hidden}
              title={translate(item.hidden ? 'dashboard.legend.show' : 'dashboard.legend.hide', {
                name: item.name,
              })}
              onClick={() => onToggle(item.key)}
              onMouseEnter={() => highlight(item.key)}
              onMouseLeave={() => highlight(null)}
              onFocus={() => highlight(item.key)}
              onBlur={() => highlight(null)}
              sx={{
                minHeight: 24,
                px: 0.5,
                gap: 0.75,
                borderRadius: 1,
                typography: 'body2',
                fontSize: 13,
                color: item.hidden ? 'text.secondary' : 'text.primary',
                textDecoration: item.hidden ? 'line-through' : 'none',
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Swatch colour={item.colour} hidden={item.hidden} />
              <EntryText item={item} />
            </ButtonBase>
          ) : (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 24, fontSize: 13 }}
            >
              <Swatch colour={item.colour} />
              <EntryText item={item} />
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
