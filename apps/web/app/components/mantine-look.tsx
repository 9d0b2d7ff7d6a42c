import { DEFAULT_THEME, mergeMantineTheme, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { theme } from '../lib/theme';

/**
 * Mantine's look, without its components, for the parts a list draws once per work and the menu
 * every signed-in page draws (ADR 073).
 *
 * A Mantine component renders through its factory: props merged with the theme's defaults, its
 * class names and CSS variables resolved, its style props read, and a `Box` beneath it. That is
 * about three fibers and a dozen hooks for each text, badge or button. The inventory's card had 75
 * fibers, 19 of them `Box`, and its 24 cards were two thirds of the page's fibers: on the server
 * and again while the browser hydrates. What these helpers give is the markup Mantine writes for
 * the same props (its classes, data attributes and variables), so Mantine's stylesheet draws it
 * the same; `mantine-look.test.tsx` renders each beside its Mantine component and compares them.
 * Only the props the lists use are covered; anything else takes Mantine's component.
 */

/**
 * Mantine's CSS-module classes (each component's `classes`; the test compares the markup). Named
 * here, not read from the components: a component imported for its classes brings its code along,
 * and as the state badge and picture frame are in the chunk every page loads, that was 2 KB
 * (compressed) more on every page. The parts of a work's card, which only the inventory draws,
 * are in `mantine-look-card.tsx`: here they were 1 KB more on every page (`npm run measure:js`).
 */
const CLASSES = {
  aspectRatio: 'm_71ac47fc',
  badge: 'm_347db0ec',
  badgeLabel: 'm_5add502a',
  navLink: 'mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root',
  navLinkBody: 'm_f07af9d2 mantine-NavLink-body',
  navLinkLabel: 'm_1f6ac4c4 mantine-NavLink-label',
  navLinkDescription: 'm_57492dcc mantine-NavLink-description',
  navLinkSection: 'm_690090b5 mantine-NavLink-section',
} as const;

export const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** CSS variables beside the usual properties. */
export type Style = CSSProperties & Record<`--${string}`, string>;

/** A variant's colours as the theme resolves them, kept per colour and variant (a list asks for few). */
const resolvedColors = new Map<string, ReturnType<typeof resolvedTheme.variantColorResolver>>();
export function variantColors(color: string, variant: string) {
  const key = `${color} ${variant}`;
  let colors = resolvedColors.get(key);
  if (!colors) {
    colors = resolvedTheme.variantColorResolver({ color, theme: resolvedTheme, variant });
    resolvedColors.set(key, colors);
  }
  return colors;
}

/** `<AspectRatio ratio>`: the frame keeps the ratio whatever is inside. */
export function aspectRatioLook(ratio: number) {
  const style: Style = { '--ar-ratio': String(ratio) };
  return { className: `${CLASSES.aspectRatio} mantine-AspectRatio-root`, style } as const;
}

/** `<Badge variant="light" color size>`. */
export function PlainBadge({
  color,
  size = 'md',
  children,
  ...rest
}: { color: string; size?: MantineSize; children: ReactNode } & Omit<ComponentPropsWithRef<'div'>, 'color'>) {
  const colors = variantColors(color, 'light');
  const style: Style = {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-bg': colors.background ?? '',
    '--badge-color': colors.color ?? '',
    '--badge-bd': colors.border ?? '',
  };
  return (
    <div
      style={style}
      className={`${CLASSES.badge} mantine-Badge-root`}
      data-variant="light"
      data-size={size}
      {...rest}
    >
      <span className={`${CLASSES.badgeLabel} mantine-Badge-label`}>{children}</span>
    </div>
  );
}

/** What a NavLink holds: its label (beside the empty description Mantine writes) and its right section. */
function navLinkInside(label: ReactNode, active: true | undefined, rightSection: ReactNode) {
  return (
    <>
      <div className={CLASSES.navLinkBody}>
        <span className={CLASSES.navLinkLabel}>{label}</span>
        <span className={CLASSES.navLinkDescription} data-active={active} />
      </div>
      {rightSection !== undefined && (
        <span className={CLASSES.navLinkSection} data-position="right">
          {rightSection}
        </span>
      )}
    </>
  );
}

interface NavLinkLook {
  label: ReactNode;
  active: boolean;
  rightSection?: ReactNode;
}

/**
 * `<NavLink component={Link} to label active rightSection>`: an entry of the app's menu, a dozen
 * on every signed-in page (each was seven Mantine components with their hooks).
 */
export function PlainNavLink({
  label,
  active,
  rightSection,
  ...link
}: NavLinkLook & Omit<LinkProps, 'children' | 'className'>) {
  const mark = active || undefined;
  return (
    <Link className={CLASSES.navLink} data-active={mark} {...link}>
      {navLinkInside(label, mark, rightSection)}
    </Link>
  );
}

/** `<NavLink component="button" label active rightSection>`: an entry that picks rather than goes (a folder). */
export function PlainNavButton({
  label,
  active,
  rightSection,
  ...button
}: NavLinkLook & Omit<ComponentPropsWithRef<'button'>, 'children' | 'className'>) {
  const mark = active || undefined;
  return (
    <button type="button" className={CLASSES.navLink} data-active={mark} {...button}>
      {navLinkInside(label, mark, rightSection)}
    </button>
  );
}
