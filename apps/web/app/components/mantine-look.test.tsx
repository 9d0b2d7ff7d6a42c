import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Checkbox,
  Group,
  MantineProvider,
  NavLink,
  rem,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { aspectRatioLook, PlainBadge, PlainNavButton, PlainNavLink, PlainSegmentedControl } from './mantine-look';
import {
  cardLook,
  firstCardSectionLook,
  PlainActionIcon,
  PlainCheckbox,
  spreadGroupLook,
  stackLook,
  textLook,
} from './mantine-look-card';

/**
 * The markup as a page gets it, each tag's attributes in one order (a browser reads them in any):
 * Mantine's own `<style>` tags aside, as the app's stylesheet has their rules.
 */
const html = (element: ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<([a-z]+)((?: [\w-]+(?:="[^"]*")?)*)(\/?)>/g, (_tag, name: string, attributes: string, end: string) => {
      const sorted = (attributes.match(/ [\w-]+(?:="[^"]*")?/g) ?? []).sort().join('');
      return `<${name}${sorted}${end}>`;
    });

/**
 * Each plain part writes what Mantine's component writes for the same props, so Mantine's
 * stylesheet draws it the same. A Mantine upgrade that changes a component's classes or variables
 * fails here, not in the look of the inventory.
 */
describe('Mantine look without its components', () => {
  it('writes a line of text as Text does', () => {
    expect(html(<p {...textLook({ size: 'xs', color: 'gray.7' })}>김서연 · 2015</p>)).toBe(
      html(
        <Text size="xs" c="gray.7" truncate>
          김서연 · 2015
        </Text>,
      ),
    );
    expect(html(<a {...textLook({ size: 'sm', bold: true, block: true })}>달항아리</a>)).toBe(
      html(
        <Text component="a" fw={700} size="sm" truncate display="block">
          달항아리
        </Text>,
      ),
    );
  });

  it('writes stacks, groups, cards and aspect ratios as Mantine does', () => {
    expect(html(<div {...stackLook({ mt: 'xs' })}>x</div>)).toBe(
      html(
        <Stack gap={0} mt="xs" miw={0}>
          x
        </Stack>,
      ),
    );
    expect(html(<div {...spreadGroupLook({ mt: 6 })}>x</div>)).toBe(
      html(
        <Group mt={6} justify="space-between" wrap="nowrap">
          x
        </Group>,
      ),
    );
    expect(
      html(
        <div {...cardLook({ padding: 'xs' })}>
          <div {...firstCardSectionLook}>picture</div>
          text
        </div>,
      ),
    ).toBe(
      html(
        <Card withBorder padding="xs">
          <Card.Section>picture</Card.Section>
          text
        </Card>,
      ),
    );
    expect(html(<div {...aspectRatioLook(0.8)}>x</div>)).toBe(html(<AspectRatio ratio={0.8}>x</AspectRatio>));
  });

  it("writes a light badge as Badge does, in the theme's darker text", () => {
    for (const [color, size] of [
      ['green', 'sm'],
      ['dark', 'lg'],
      ['orange', 'md'],
    ] as const) {
      expect(
        html(
          <PlainBadge color={color} size={size} data-testid="state-badge">
            판매 가능
          </PlainBadge>,
        ),
      ).toBe(
        html(
          <Badge color={color} variant="light" size={size} data-testid="state-badge">
            판매 가능
          </Badge>,
        ),
      );
    }
    // The theme's resolver (lib/theme.ts) darkens light text: a plain colour would not match it.
    expect(html(<PlainBadge color="green">x</PlainBadge>)).not.toContain('var(--mantine-color-green-light-color)');
  });

  it('writes default and subtle action icons as ActionIcon does', () => {
    expect(
      html(
        <PlainActionIcon variant="default" aria-label="메뉴">
          ⋯
        </PlainActionIcon>,
      ),
    ).toBe(
      html(
        <ActionIcon variant="default" color="gray" aria-label="메뉴">
          ⋯
        </ActionIcon>,
      ),
    );
    expect(
      html(
        <PlainActionIcon variant="subtle" size="sm" aria-label="옮기기" style={{ cursor: 'grab' }}>
          ⠿
        </PlainActionIcon>,
      ),
    ).toBe(
      html(
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="옮기기" style={{ cursor: 'grab' }}>
          ⠿
        </ActionIcon>,
      ),
    );
  });

  it('writes an unlabelled checkbox as Checkbox does, but for the id only a label would use', () => {
    const withoutId = (markup: string) => markup.replace(/ id="[^"]*"/, '');
    for (const checked of [false, true]) {
      expect(html(<PlainCheckbox aria-label="달항아리" checked={checked} onChange={() => undefined} />)).toBe(
        withoutId(html(<Checkbox aria-label="달항아리" checked={checked} onChange={() => undefined} />)),
      );
    }
  });

  it('writes menu entries and folder buttons as NavLink does, current or not, with a badge or without', () => {
    const inRouter = (element: ReactElement) => html(<MemoryRouter>{element}</MemoryRouter>);
    for (const active of [false, true]) {
      for (const rightSection of [undefined, <b key="count">3</b>]) {
        const entry = { to: '/inventory', label: '인벤토리', active, rightSection, 'data-testid': 'nav' };
        expect(inRouter(<PlainNavLink {...entry} />)).toBe(inRouter(<NavLink component={Link} {...entry} />));
        expect(
          html(
            <PlainNavButton
              label="수장고"
              active={active}
              rightSection={rightSection}
              style={{ marginTop: 'var(--mantine-spacing-xs)' }}
            />,
          ),
        ).toBe(html(<NavLink component="button" label="수장고" active={active} rightSection={rightSection} mt="xs" />));
      }
    }
  });

  it('writes a segmented control as SegmentedControl does before its indicator is placed', () => {
    const data = [
      { value: 'ko', label: <span data-testid="language-ko">한국어</span> },
      { value: 'en', label: 'English' },
    ];
    for (const size of [undefined, 'xs'] as const) {
      for (const value of ['ko', 'en']) {
        const control = { value, data, size, name: 'language', 'aria-label': '언어', 'data-testid': 'switch' };
        expect(html(<PlainSegmentedControl {...control} onChange={() => undefined} />)).toBe(
          html(<SegmentedControl {...control} onChange={() => undefined} />),
        );
      }
    }
    const wide = { value: 'en', data, name: 'language', fullWidth: true };
    expect(html(<PlainSegmentedControl {...wide} style={{ maxWidth: rem(640) }} onChange={() => undefined} />)).toBe(
      html(<SegmentedControl {...wide} maw={640} onChange={() => undefined} />),
    );
  });
});
