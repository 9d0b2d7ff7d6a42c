import { DEFAULT_THEME, mergeMantineTheme, type MantineSize } from '@mantine/core';
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { theme } from '../lib/theme';

/**
 * Mantine's look, without its components, for the parts a list draws once per work, the menu
 * every signed-in page draws and the segmented controls of first screens (ADR 073).
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
  segmentedControl: 'm_cf365364 mantine-SegmentedControl-root',
  segmentedControlItem: 'm_69686b9b mantine-SegmentedControl-control',
  segmentedControlInput: 'm_1714d588 mantine-SegmentedControl-input',
  segmentedControlLabel: 'm_1738fcb2 mantine-SegmentedControl-label',
  segmentedControlInnerLabel: 'm_78882f40 mantine-SegmentedControl-innerLabel',
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

interface SegmentedControlLook<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: ReactNode }[];
  size?: MantineSize;
  /** The radio buttons' group name, and their ids' start: one of React's ids when not given. */
  name?: string;
  /** The options share the whole width. */
  fullWidth?: boolean;
}

/**
 * `<SegmentedControl value onChange data size>`, without its sliding indicator. Mantine places the
 * indicator by measuring the chosen label and the control (`getBoundingClientRect`, computed
 * styles) once it has mounted, and renders the control again to do it: in hydration's commit that
 * read forced a layout of the whole page, on every page (the language switch) and on the inventory
 * twice (its grid/table switch). Until the indicator is placed, Mantine's stylesheet draws the
 * chosen label's own background (a control without `data-initialized`); that is what this one
 * always shows, so a choice moves the background at once instead of sliding it there. The
 * options are radio buttons of one group, as Mantine's: arrow keys move between them.
 */
export function PlainSegmentedControl<T extends string>({
  value,
  onChange,
  data,
  size,
  name: givenName,
  fullWidth,
  style: ownStyle,
  ...rest
}: SegmentedControlLook<T> &
  Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'children' | 'className' | 'style'> & { style?: Style }) {
  const generatedName = `mantine-${useId()}`;
  const name = givenName ?? generatedName;
  const style: Style = {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    ...(size && { '--sc-padding': `var(--sc-padding-${size})`, '--sc-font-size': `var(--mantine-font-size-${size})` }),
    ...ownStyle,
  };
  return (
    <div
      style={style}
      className={CLASSES.segmentedControl}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-with-items-borders="true"
      role="radiogroup"
      {...rest}
    >
      {data.map((item) => {
        const chosen = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={CLASSES.segmentedControlItem} data-active={chosen || undefined}>
            <input
              className={CLASSES.segmentedControlInput}
              type="radio"
              id={id}
              data-focus-ring={resolvedTheme.focusRing}
              name={name}
              checked={chosen}
              value={item.value}
              onChange={() => onChange(item.value)}
            />
            <label className={CLASSES.segmentedControlLabel} data-active={chosen || undefined} htmlFor={id}>
              <span className={CLASSES.segmentedControlInnerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
