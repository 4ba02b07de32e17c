import { useState } from 'react';

/**
 * True from the first time `open` is: a menu is mounted when first opened, not with the page (a closed
 * MUI menu still renders its popover and modal on every render of its owner), and stays mounted for its
 * closing animation and later openings.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
