import Close from '@mui/icons-material/Close';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TabContextMenu } from './TabContextMenu';
import { useScreenTitle } from './useScreenTitle';
import { type Tab, useTabs } from './useTabs';

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
  const { tabs, isActive, ...actions } = useTabs();
  const [target, setTarget] = useState<{ tab: Tab; x: number; y: number } | null>(null);

  const openMenu = (tab: Tab) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // From the keyboard (context-menu key, Shift+F10) the event has no pointer position: open at the tab.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const box = event.currentTarget.getBoundingClientRect();
    setTarget({
      tab,
      x: fromKeyboard ? box.left : event.clientX,
      y: fromKeyboard ? box.bottom : event.clientY,
    });
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
      {tabs.map((tab) => (
        <TabButton
          key={tab.path}
          tab={tab}
          active={isActive(tab)}
          onContextMenu={openMenu(tab)}
          onAuxClick={closeOnMiddleClick(tab)}
          onClose={() => actions.close(tab)}
        />
      ))}
      <TabContextMenu target={target} actions={actions} onClose={() => setTarget(null)} />
    </Box>
  );
}

interface TabButtonProps {
  tab: Tab;
  active: boolean;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
  onAuxClick: (event: MouseEvent) => void;
  onClose: () => void;
}

/** One tab: a link to its page, titled by the page (or record), with a close button of 24 px at least. */
function TabButton({ tab, active, onContextMenu, onAuxClick, onClose }: TabButtonProps) {
  const translate = useTranslate();
  const title = useScreenTitle(tab.path);
  return (
    <ButtonBase
      component={Link}
      to={tab.fullPath}
      aria-current={active ? 'page' : undefined}
      data-tab={tab.path}
      onContextMenu={onContextMenu}
      onAuxClick={onAuxClick}
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
            onClose();
          }}
          sx={{ p: 0.5, m: -0.5, minWidth: 24, minHeight: 24, color: 'inherit' }}
        >
          <Close sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </ButtonBase>
  );
}
