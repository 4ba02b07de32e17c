import type { Theme } from '@mui/material';
import { SIDEBAR_SELECTED_BACKGROUND } from '../../providers/theme';

/** A dark sidebar, so the working area keeps the light background. */
export const SIDEBAR_BACKGROUND = '#263238';
export const SIDEBAR_HOVER = '#1c262b';
export const SIDEBAR_NESTED = '#1f2a2f';
export const SIDEBAR_TEXT = '#cfd8dc';

/**
 * A menu entry's look: light text; the current page in the theme colour lightened to read on the dark
 * surface, marked by a bar on its inline-start edge. (pl and the border are mirrored in Arabic.)
 */
export const sidebarItemSx = (nested: boolean) => ({
  color: SIDEBAR_TEXT,
  minHeight: 48,
  pl: nested ? 4.5 : 2.25,
  whiteSpace: 'nowrap',
  backgroundColor: nested ? SIDEBAR_NESTED : 'transparent',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '& .MuiListItemText-primary': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '&:hover': { backgroundColor: SIDEBAR_HOVER },
  '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
    color: (theme: Theme) => theme.palette.primary.light,
    backgroundColor: SIDEBAR_SELECTED_BACKGROUND,
    // Mirrored in Arabic by the right-to-left style cache.
    boxShadow: (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.light}`,
  },
});
