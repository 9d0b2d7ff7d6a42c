import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkStateBadge } from '../artwork/ArtworkStateBadge';
import { useInventoryQuery } from '../inventory/queries';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** Picks works of the workspace's inventory (searchable by title) to add to the exhibition (or a fair's artwork list). */
export function ArtworkPicker({
  gid,
  opened,
  onClose,
  chosen,
  chosenLabel,
  max,
  onAdd,
}: {
  gid: string;
  opened: boolean;
  onClose: () => void;
  /** The works already in the exhibition. */
  chosen: readonly string[];
  /** What an already chosen work says instead of its artist and year ("Already in the exhibition"). */
  chosenLabel?: string;
  /** How many works may be picked at most (a contest entry's room left); the rest cannot be ticked then. */
  max?: number;
  onAdd: (artworks: ArtworkDto[]) => void;
}) {
  const { t } = useTranslation('exhibitions');
  const textIn = useTextIn();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<ArtworkDto[]>([]);
  const inventory = useInventoryQuery(gid, { q: q || undefined, sort: 'idx', page: 0, size: 100, trash: false });
  const toggle = (artwork: ArtworkDto) =>
    setPicked((current) =>
      current.some((entry) => entry.aid === artwork.aid)
        ? current.filter((entry) => entry.aid !== artwork.aid)
        : [...current, artwork],
    );
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('picker.title')} size="lg" data-testid="artwork-picker">
      <Stack gap="sm">
        <TextInput
          placeholder={t('picker.search')}
          aria-label={t('picker.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="artwork-picker-search"
        />
        {opened && (
          <QueryList
            query={inventory}
            loading={<ListSkeleton count={4} height={56} />}
            empty={<Text c="gray.7">{t('picker.empty')}</Text>}
          >
            {(page) => (
              <ScrollArea.Autosize mah={420}>
                <Stack gap={6}>
                  {page.items.map(({ artwork }) => {
                    const already = chosen.includes(artwork.aid);
                    const ticked = picked.some((entry) => entry.aid === artwork.aid);
                    return (
                      <Group key={artwork.aid} gap="sm" wrap="nowrap" data-testid="artwork-picker-item">
                        <Checkbox
                          aria-label={textIn(titleOf(artwork))}
                          disabled={already || (!ticked && max !== undefined && picked.length >= max)}
                          checked={already || ticked}
                          onChange={() => toggle(artwork)}
                        />
                        <div style={{ width: 48, flex: 'none' }}>
                          <ArtworkImage image={primaryImageOf(artwork.images)} alt="" size="thumbnail" />
                        </div>
                        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate>
                            {textIn(titleOf(artwork))}
                          </Text>
                          <Text size="xs" c="gray.7" truncate>
                            {already
                              ? (chosenLabel ?? t('picker.inExhibition'))
                              : [textIn(artistNameOf(artwork)), artwork.year].filter(Boolean).join(', ')}
                          </Text>
                        </Stack>
                        <ArtworkStateBadge state={artwork.state} size="xs" testId="artwork-picker-state" />
                      </Group>
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </QueryList>
        )}
        <Group justify="flex-end">
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onAdd(picked);
              close();
            }}
            data-testid="artwork-picker-add"
          >
            {t('picker.add', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
