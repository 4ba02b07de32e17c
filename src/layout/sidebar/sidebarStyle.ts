import { alpha, type Theme } from '@mui/material';

/** A dark sidebar, so the working area keeps the light background. */
export const SIDEBAR_BACKGROUND = '#263238';
export const SIDEBAR_HOVER = '#1c262b';
export const SIDEBAR_NESTED = '#1f2a2f';
export const SIDEBAR_TEXT = '#cfd8dc';

/** A menu entry's look: light text, the theme colour for the current page. (pl is mirrored in Arabic.) */
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
    backgroundColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.2),
  },
});
