import type { Menu, MenuProps } from '@mantine/core';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { useFirstUse } from './first-use';
import type { LoadedMenu as LoadedMenuComponent } from './LoadedMenu';

/** What the menu hands its button: the stand-in's handlers and state, or the mounted menu's ref. */
export type MenuButtonProps = ComponentPropsWithRef<'button'>;

/** Mantine's menu parts, as the dropdown's items are drawn with them once the menu has loaded. */
export type MenuParts = typeof Menu;

/** The menu's code once loaded (by the first menu reached for), which every menu then mounts. */
let LoadedMenu: typeof LoadedMenuComponent | undefined;

async function loadMenu() {
  LoadedMenu ??= (await import('./LoadedMenu')).LoadedMenu;
}

/**
 * A Mantine `Menu` mounted when the person first reaches for its button (`useFirstUse`); until
 * then the button stands alone, announced as opening a menu. A mounted Mantine menu renders again
 * right after hydration (floating-ui keeps its anchor in state, the portal mounts after the first
 * commit), and those renders ran in the same task as hydration's commit: every menu a page drew
 * at load, in its frame, toolbar, sidebar or cards, made that task longer (issue 15).
 *
 * The menu's code (Mantine's menu and popover, floating-ui: with the dialogs, some 25 KB
 * compressed) is fetched then too, or as soon as a pointer comes over the button, so a page whose
 * menus are closed at load does not load it; the stand-in keeps its place, and the focus, until
 * the menu can take over. The dropdown's items are drawn by `children` with the menu's parts
 * (`menu.Item`, `menu.Divider`, `menu.Label`).
 */
export function MenuOnFirstUse({
  button,
  children,
  ...menu
}: Omit<MenuProps, 'children' | 'opened' | 'defaultOpened'> & {
  /** Draws the menu's button with the props given (spread them, the ref included). */
  button: (props: MenuButtonProps) => ReactElement;
  /** The dropdown's labels, items and dividers, drawn with the menu's parts. */
  children: (menu: MenuParts) => ReactNode;
}) {
  const { t } = useTranslation();
  const firstUse = useFirstUse(() =>
    // A module the browser failed to fetch stays failed until the page is reloaded, hence the advice.
    loadMenu().catch((error: unknown) => {
      toast.error({ message: t('menuUnavailable') });
      throw error;
    }),
  );
  if (!firstUse.use || !LoadedMenu) {
    return button({
      ...firstUse.standIn,
      onPointerEnter: () => void loadMenu().catch(() => undefined),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    });
  }
  return (
    <LoadedMenu
      menu={menu}
      button={button}
      items={children}
      opened={firstUse.use === 'press'}
      refocus={firstUse.refocus}
    />
  );
}
