import { useState } from 'react';

/**
 * Whether `opened` has been true at some render. A dialog whose code loads when it is first
 * opened mounts then, and stays mounted for its closing transition and any later opening.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) {
    setOpenedOnce(true);
    return true;
  }
  return openedOnce;
}
