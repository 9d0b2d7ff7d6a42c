import { Menu, type MenuProps } from '@mantine/core';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { useFirstUse } from './first-use';

/** What the menu hands its button: the stand-in's handlers and state, or the mounted menu's ref. */
export type MenuButtonProps = ComponentPropsWithRef<'button'>;

/**
 * A Mantine `Menu` mounted when the person first reaches for its button (`useFirstUse`); until
 * then the button stands alone, announced as opening a menu. A mounted Mantine menu renders again
 * right after hydration (floating-ui keeps its anchor in state, the portal mounts after the first
 * commit), and those renders ran in the same task as hydration's commit: every menu a page drew
 * at load, in its frame, toolbar, sidebar or cards, made that task longer (issue 15).
 */
export function MenuOnFirstUse({
  button,
  children,
  ...menu
}: Omit<MenuProps, 'children' | 'opened' | 'defaultOpened'> & {
  /** Draws the menu's button with the props given (spread them, the ref included). */
  button: (props: MenuButtonProps) => ReactElement;
  /** The dropdown's labels, items and dividers. */
  children: ReactNode;
}) {
  const firstUse = useFirstUse();
  if (!firstUse.use) return button({ ...firstUse.standIn, 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <Menu {...menu} defaultOpened={firstUse.use === 'press'}>
      <Menu.Target>{button({ ref: firstUse.refocus })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
