import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode, Ref } from 'react';
import type { MenuButtonProps, MenuParts } from './MenuOnFirstUse';

/**
 * The menu `MenuOnFirstUse` mounts once its code has loaded: open at once when it was pressed,
 * its button focused again when the keyboard reached it (`refocus`).
 */
export function LoadedMenu({
  menu,
  button,
  items,
  opened,
  refocus,
}: {
  menu: Omit<MenuProps, 'children' | 'opened' | 'defaultOpened'>;
  button: (props: MenuButtonProps) => ReactElement;
  items: (menu: MenuParts) => ReactNode;
  opened: boolean;
  refocus: Ref<HTMLButtonElement>;
}) {
  return (
    <Menu {...menu} defaultOpened={opened}>
      <Menu.Target>{button({ ref: refocus })}</Menu.Target>
      <Menu.Dropdown>{items(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
