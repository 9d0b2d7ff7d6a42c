import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Checkbox,
  DEFAULT_THEME,
  Group,
  mergeMantineTheme,
  Paper,
  rem,
  Stack,
  Text,
  UnstyledButton,
  type MantineSize,
} from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { theme } from '../lib/theme';

/**
 * Mantine's look, without its components, for the parts a list draws once per work (ADR 073).
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

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** CSS variables beside the usual properties. */
type Style = CSSProperties & Record<`--${string}`, string>;

/** `gray.7` as Mantine writes it: the palette's variable. */
const colorVariable = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A spacing key as Mantine writes it (`xs` → its variable, 6 → rem). */
const spacing = (value: MantineSize | number) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`;

/** A variant's colours as the theme resolves them, kept per colour and variant (a list asks for few). */
const resolvedColors = new Map<string, ReturnType<typeof resolvedTheme.variantColorResolver>>();
function variantColors(color: string, variant: string) {
  const key = `${color} ${variant}`;
  let colors = resolvedColors.get(key);
  if (!colors) {
    colors = resolvedTheme.variantColorResolver({ color, theme: resolvedTheme, variant });
    resolvedColors.set(key, colors);
  }
  return colors;
}

/** `<Text size truncate c fw display>`: a line of text cut with an ellipsis. */
export function textLook(options: { size: 'xs' | 'sm'; color?: string; bold?: boolean; block?: boolean }) {
  const style: Style = {
    '--text-fz': `var(--mantine-font-size-${options.size})`,
    '--text-lh': `var(--mantine-line-height-${options.size})`,
  };
  if (options.bold) style.fontWeight = 700;
  if (options.block) style.display = 'block';
  if (options.color) style.color = colorVariable(options.color);
  return {
    className: `mantine-focus-auto ${Text.classes.root} mantine-Text-root`,
    style,
    'data-size': options.size,
    'data-truncate': 'end',
  } as const;
}

/** `<Stack gap={0} mt miw={0}>`. */
export function stackLook(options: { mt: MantineSize }) {
  const style: Style = {
    '--stack-gap': '0rem',
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
    marginTop: spacing(options.mt),
    minWidth: '0rem',
  };
  return { className: `${Stack.classes.root} mantine-Stack-root`, style } as const;
}

/** `<Group mt justify="space-between" wrap="nowrap">`. */
export function spreadGroupLook(options: { mt: number }) {
  const style: Style = {
    '--group-gap': 'var(--mantine-spacing-md)',
    '--group-align': 'center',
    '--group-justify': 'space-between',
    '--group-wrap': 'nowrap',
    marginTop: spacing(options.mt),
  };
  return { className: `${Group.classes.root} mantine-Group-root`, style } as const;
}

/** `<Card withBorder padding>`. */
export function cardLook(options: { padding: MantineSize }) {
  const style: Style = { '--card-padding': spacing(options.padding) };
  return {
    className: `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`,
    style,
    'data-with-border': true,
    'data-orientation': 'vertical',
  } as const;
}

/** The first `<Card.Section>` of such a card (it runs to the card's edges). */
export const firstCardSectionLook = {
  className: `${Card.classes.section} mantine-Card-section`,
  'data-orientation': 'vertical',
  'data-first-section': true,
} as const;

/** `<AspectRatio ratio>`: the frame keeps the ratio whatever is inside. */
export function aspectRatioLook(ratio: number) {
  const style: Style = { '--ar-ratio': String(ratio) };
  return { className: `${AspectRatio.classes.root} mantine-AspectRatio-root`, style } as const;
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
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant="light"
      data-size={size}
      {...rest}
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </div>
  );
}

/** `<ActionIcon variant color size>` for `default` and `subtle`: a square button with an icon. */
export function PlainActionIcon({
  variant,
  color = 'gray',
  size,
  style,
  children,
  ...rest
}: { variant: 'default' | 'subtle'; color?: string; size?: 'sm'; children: ReactNode } & Omit<
  ComponentPropsWithRef<'button'>,
  'color'
>) {
  const colors = variantColors(color, variant);
  const look: Style = {
    ...(size && { '--ai-size': `var(--ai-size-${size})` }),
    '--ai-bg': colors.background ?? '',
    '--ai-hover': colors.hover ?? '',
    '--ai-color': colors.color ?? '',
    '--ai-bd': colors.border ?? '',
    ...style,
  };
  return (
    <button
      style={look}
      className={`mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      type="button"
      {...rest}
    >
      <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>{children}</span>
    </button>
  );
}

/** The class of Checkbox's own root rules; its `classes.root` is the inline input's, drawn beside it. */
const CHECKBOX_ROOT = 'm_bf2d988c';

/** `<Checkbox>` without a label (`aria-label` names it): Mantine's box drawn over a native checkbox. */
export function PlainCheckbox({ style, ...input }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const look: Style = {
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': `var(--mantine-color-${resolvedTheme.primaryColor}-filled)`,
    ...style,
  };
  return (
    <div
      style={look}
      className={`${CHECKBOX_ROOT} mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`}
      data-checked={input.checked || undefined}
      data-variant="filled"
      data-label-position="right"
    >
      <div className={`${Checkbox.classes.body} mantine-Checkbox-body`}>
        <div className={`${Checkbox.classes.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`}
            data-with-error-styles="true"
            type="checkbox"
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={`${Checkbox.classes.icon} mantine-Checkbox-icon`}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={`${Checkbox.classes.labelWrapper} mantine-Checkbox-labelWrapper`} />
      </div>
    </div>
  );
}
