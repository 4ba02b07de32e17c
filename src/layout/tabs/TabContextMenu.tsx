import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tab } from './useTabs';

/** Spec §9: 105 px wide. */
export const CONTEXT_MENU_WIDTH = 105;

export interface TabActions {
  refresh: (tab: Tab) => void;
  close: (tab: Tab) => void;
  closeOthers: (tab: Tab) => void;
  closeAll: () => void;
}

interface TabContextMenuProps {
  target: { tab: Tab; x: number; y: number } | null;
  actions: TabActions;
  onClose: () => void;
}

/** Refresh, close (not for a pinned tab), close others, close all. */
export function TabContextMenu({ target, actions, onClose }: TabContextMenuProps) {
  const translate = useTranslate();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const tab = target?.tab;
  return (
    <Menu
      open={Boolean(target)}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.y, left: target.x } : undefined}
      slotProps={{ paper: { sx: { width: CONTEXT_MENU_WIDTH } }, list: { dense: true } }}
    >
      {tab && [
        <MenuItem key="refresh" onClick={run(() => actions.refresh(tab))}>
          {translate('app.tabs.refresh')}
        </MenuItem>,
        !tab.pinned && (
          <MenuItem key="close" onClick={run(() => actions.close(tab))}>
            {translate('app.tabs.close')}
          </MenuItem>
        ),
        <MenuItem key="others" onClick={run(() => actions.closeOthers(tab))}>
          {translate('app.tabs.closeOthers')}
        </MenuItem>,
        <MenuItem key="all" onClick={run(actions.closeAll)}>
          {translate('app.tabs.closeAll')}
        </MenuItem>,
      ]}
    </Menu>
  );
}
