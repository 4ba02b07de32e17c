import Close from '@mui/icons-material/Close';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TabContextMenu } from './TabContextMenu';
import { type Tab, useTabs } from './useTabs';
import { useTabTitle } from './useTabTitle';

const tabSx = (active: boolean) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  height: 26,
  px: 1,
  border: 1,
  borderRadius: 0.5,
  fontSize: 12,
  whiteSpace: 'nowrap',
  color: active ? 'primary.contrastText' : 'text.primary',
  backgroundColor: active ? 'primary.main' : 'background.paper',
  borderColor: active ? 'primary.main' : 'divider',
});

/** Spec §2: the views visited, the dashboard pinned first; a right click opens the tab menu. */
export function TabsBar() {
  const translate = useTranslate();
  const titleOf = useTabTitle();
  const { tabs, isActive, ...actions } = useTabs();
  const [target, setTarget] = useState<{ tab: Tab; x: number; y: number } | null>(null);

  const openMenu = (tab: Tab) => (event: MouseEvent) => {
    event.preventDefault();
    setTarget({ tab, x: event.clientX, y: event.clientY });
  };
  const closeOnMiddleClick = (tab: Tab) => (event: MouseEvent) => {
    if (event.button === 1) actions.close(tab);
  };

  return (
    <Box
      component="nav"
      aria-label={translate('app.tabs.label')}
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {tabs.map((tab) => {
        const title = titleOf(tab.path);
        const active = isActive(tab);
        return (
          <ButtonBase
            key={tab.path}
            component={Link}
            to={tab.fullPath}
            aria-current={active ? 'page' : undefined}
            data-tab={tab.path}
            onContextMenu={openMenu(tab)}
            onAuxClick={closeOnMiddleClick(tab)}
            sx={tabSx(active)}
          >
            {title}
            {!tab.pinned && (
              <IconButton
                component="span"
                size="small"
                aria-label={`${translate('app.tabs.close')} ${title}`}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  actions.close(tab);
                }}
                sx={{ p: 0, color: 'inherit' }}
              >
                <Close sx={{ fontSize: 14 }} />
              </IconButton>
            )}
          </ButtonBase>
        );
      })}
      <TabContextMenu target={target} actions={actions} onClose={() => setTarget(null)} />
    </Box>
  );
}
