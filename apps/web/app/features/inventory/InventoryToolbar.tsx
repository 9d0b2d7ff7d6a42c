import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ARTWORK_STATES, inventorySortSchema, type ArtistDto } from '@vernissage/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stateKeyOf } from '../artwork/artwork-state';
import type { InventoryFilter } from './inventory-filter';
import { nameOf, useTextIn } from '../i18n-content/text-in';
import { PlainSegmentedControl } from '../../components/mantine-look';

/** How the works are laid out. */
export type InventoryView = 'grid' | 'table';

/**
 * Search, state and artist filters, sort, the grid/table switch, "select all on this page" and
 * the page's actions on what it shows (export). Typing searches after a short pause.
 */
export function InventoryToolbar({
  filter,
  onChange,
  artists,
  view,
  onView,
  selection,
  actions,
}: {
  filter: InventoryFilter;
  onChange: (change: Partial<InventoryFilter>) => void;
  artists: ArtistDto[];
  view: InventoryView;
  onView: (view: InventoryView) => void;
  selection: { all: boolean; some: boolean; toggleAll: () => void } | null;
  /** Buttons at the end of the toolbar (the export menu). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  const textIn = useTextIn();
  const [text, setText] = useState(filter.q ?? '');
  const search = useDebouncedCallback((q: string) => onChange({ q: q.trim() || undefined }), 300);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="inventory-toolbar">
      <TextInput
        flex="1 1 200px"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        data-testid="inventory-search"
      />
      <NativeSelect
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
        label={t('toolbar.state')}
        value={filter.state === undefined ? '' : String(filter.state)}
        onChange={(event) =>
          onChange({ state: event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value) })
        }
        data={[
          { value: '', label: t('toolbar.allStates') },
          ...ARTWORK_STATES.map((state) => ({ value: String(state), label: ta(`states.${stateKeyOf(state)}`) })),
        ]}
        data-testid="inventory-state-filter"
      />
      <NativeSelect
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
        label={t('toolbar.artist')}
        value={filter.artistid ?? ''}
        onChange={(event) => onChange({ artistid: event.currentTarget.value || undefined })}
        data={[
          { value: '', label: t('toolbar.allArtists') },
          ...artists.map((artist) => ({ value: artist.artistid, label: textIn(nameOf(artist)) })),
        ]}
        data-testid="inventory-artist-filter"
      />
      <NativeSelect
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        label={t('toolbar.sort')}
        value={filter.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as InventoryFilter['sort'] })}
        data={inventorySortSchema.options.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        data-testid="inventory-sort"
      />
      <PlainSegmentedControl
        value={view}
        onChange={onView}
        data={[
          { value: 'grid', label: <span data-testid="view-grid">{t('toolbar.grid')}</span> },
          { value: 'table', label: <span data-testid="view-table">{t('toolbar.table')}</span> },
        ]}
        aria-label={t('toolbar.view')}
        data-testid="inventory-view"
      />
      {selection && (
        <Checkbox
          label={t('toolbar.selectAll')}
          checked={selection.all}
          indeterminate={selection.some && !selection.all}
          onChange={selection.toggleAll}
          mb={8}
          data-testid="select-all"
        />
      )}
      {actions}
    </Group>
  );
}
