import type { ComponentPropsWithRef, ReactNode } from 'react';
import { rem, type MantineSize } from '@mantine/core';
import { resolvedTheme, variantColors, type Style } from './mantine-look';

/**
 * The parts of a work's card in Mantine's look as plain markup (ADR 073; `mantine-look.tsx` says
 * why): text, stack, group, the card, its buttons and checkbox. Apart from the shared parts as only
 * the inventory draws them: beside those they went to every page.
 */
const CLASSES = {
  card: 'm_e615b15f',
  cardSection: 'm_599a2148',
  group: 'm_4081bf90',
  paper: 'm_1b7284a3',
  stack: 'm_6d731127',
  text: 'm_b6d8b162',
  actionIcon: 'm_8d3f4000',
  actionIconIcon: 'm_8d3afb97',
  /** Checkbox's own root rules; its `classes.root` is the inline input's, drawn beside it. */
  checkbox: 'm_bf2d988c',
  checkboxBody: 'm_5f6e695e',
  checkboxIcon: 'm_bf295423',
  checkboxInner: 'm_26062bec',
  checkboxInput: 'm_26063560',
  checkboxLabelWrapper: 'm_d3ea56bb',
  inlineInput: 'm_5f75b09e',
  unstyledButton: 'm_87cf2631',
} as const;

/** `gray.7` as Mantine writes it: the palette's variable. */
const colorVariable = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A spacing key as Mantine writes it (`xs` → its variable, 6 → rem). */
const spacing = (value: MantineSize | number) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`;

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
    className: `mantine-focus-auto ${CLASSES.text} mantine-Text-root`,
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
  return { className: `${CLASSES.stack} mantine-Stack-root`, style } as const;
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
  return { className: `${CLASSES.group} mantine-Group-root`, style } as const;
}

/** `<Card withBorder padding>`. */
export function cardLook(options: { padding: MantineSize }) {
  const style: Style = { '--card-padding': spacing(options.padding) };
  return {
    className: `${CLASSES.card} mantine-Card-root ${CLASSES.paper} mantine-Paper-root`,
    style,
    'data-with-border': true,
    'data-orientation': 'vertical',
  } as const;
}

/** The first `<Card.Section>` of such a card (it runs to the card's edges). */
export const firstCardSectionLook = {
  className: `${CLASSES.cardSection} mantine-Card-section`,
  'data-orientation': 'vertical',
  'data-first-section': true,
} as const;

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
      className={`mantine-focus-auto mantine-active ${CLASSES.actionIcon} mantine-ActionIcon-root ${CLASSES.unstyledButton} mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      type="button"
      {...rest}
    >
      <span className={`${CLASSES.actionIconIcon} mantine-ActionIcon-icon`}>{children}</span>
    </button>
  );
}

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
      className={`${CLASSES.checkbox} mantine-Checkbox-root ${CLASSES.inlineInput} mantine-Checkbox-root`}
      data-checked={input.checked || undefined}
      data-variant="filled"
      data-label-position="right"
    >
      <div className={`${CLASSES.checkboxBody} mantine-Checkbox-body`}>
        <div className={`${CLASSES.checkboxInner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${CLASSES.checkboxInput} mantine-Checkbox-input`}
            data-with-error-styles="true"
            type="checkbox"
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={`${CLASSES.checkboxIcon} mantine-Checkbox-icon`}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={`${CLASSES.checkboxLabelWrapper} mantine-Checkbox-labelWrapper`} />
      </div>
    </div>
  );
}
