import { IconButton, type IconButtonProps, Menu, type PaperProps, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';

interface TopBarMenuProps {
  /** The button's accessible name, and its tooltip unless `tooltip` says more. */
  label: string;
  tooltip?: string;
  icon: ReactNode;
  size?: IconButtonProps['size'];
  testId?: string;
  paperSx?: PaperProps['sx'];
  /**
   * The menu's items, drawn while it is open (a component among them mounts on opening); `close` closes it.
   * A list of items rather than a fragment: MUI's menu moves the focus among its direct children.
   */
  children: (close: () => void) => ReactNode;
}

/** A top-bar button that opens a menu under it: the language, the notifications, the user's menu. */
export function TopBarMenu({
  label,
  tooltip = label,
  icon,
  size,
  testId,
  paperSx,
  children,
}: TopBarMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          size={size}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: paperSx } }}>
        {children(close)}
      </Menu>
    </>
  );
}
