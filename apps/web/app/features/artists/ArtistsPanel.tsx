import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { collator, UserType, type ArtistDto, type WorkspaceDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../lib/toast';
import { QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { inventoryAccess } from '../inventory/inventory-access';
import { InventoryAccessNotice } from '../inventory/InventoryAccessNotice';
import type { SessionUser } from '../session/SessionProvider';
import { ArtistCard } from './ArtistCard';
import { ArtistFormModal, type ArtistFormTarget } from './ArtistFormModal';
import { useArtistsQuery, useDeleteArtistsMutation } from './queries';
import { nameOf, twoNamesOf, useContentLocale, useTextIn } from '../i18n-content/text-in';

/** Items in the order of their names in a language. */
function sortedByName<T>(items: readonly T[], name: (item: T) => string, locale: string): T[] {
  const order = collator(locale);
  return [...items].sort((a, b) => order.compare(name(a), name(b)));
}

/**
 * The artists of the active workspace. An artist's own workspace shows their profile (one
 * artist, created from their name when missing); a gallery's shows all its artists, to add,
 * edit and (after confirming) delete — their works stay, without an artist.
 */
export function ArtistsPanel({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const { t } = useTranslation('artists');
  const errorMessage = useErrorMessage();
  const access = inventoryAccess(user, workspace.role);
  const artists = useArtistsQuery(workspace.gid, access.canRead);
  const remove = useDeleteArtistsMutation(workspace.gid);
  const [editing, setEditing] = useState<ArtistFormTarget | null>(null);
  const [deleting, setDeleting] = useState<ArtistDto | null>(null);
  const own = workspace.type === UserType.artist;
  const textIn = useTextIn();
  const locale = useContentLocale();

  if (!access.canRead) return <InventoryAccessNotice access={access} />;
  const list = artists.data ?? [];
  // A gallery's artists in the order of the names its reader sees; an artist's own profile is the first.
  const shown = own ? list.slice(0, 1) : sortedByName(list, (artist) => textIn(nameOf(artist)), locale);
  const canAdd = access.canWrite && (!own || list.length === 0);

  return (
    <Stack gap="md" data-testid="artists-panel">
      <InventoryAccessNotice access={access} />
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {own ? t('panel.ownTitle') : t('panel.title', { workspace: textIn(twoNamesOf(workspace)) })}
        </Title>
        {canAdd && (
          <Button
            onClick={() => setEditing({ artist: null, suggestedName: own ? user.name : '' })}
            data-testid="artist-add"
          >
            {own ? t('panel.createOwn') : t('panel.add')}
          </Button>
        )}
      </Group>
      <QueryList
        query={artists}
        loading={<Skeleton height={96} />}
        empty={
          <EmptyState
            title={own ? t('panel.ownEmptyTitle') : t('panel.emptyTitle')}
            body={own ? t('panel.ownEmptyBody') : t('panel.emptyBody')}
            testId="artists-empty"
          />
        }
      >
        {() => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: own ? 1 : 2 }} spacing="md" data-testid="artists-list">
              {shown.map((artist) => (
                <ArtistCard
                  key={artist.artistid}
                  artist={artist}
                  onEdit={access.canWrite ? () => setEditing({ artist }) : null}
                  onDelete={access.canWrite && !own ? () => setDeleting(artist) : null}
                />
              ))}
            </SimpleGrid>
            {!own && (
              <Text size="xs" c="gray.7">
                {t('panel.count', { count: list.length })}
              </Text>
            )}
          </Stack>
        )}
      </QueryList>
      <ArtistFormModal gid={workspace.gid} target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate([deleting.artistid], {
            onSuccess: () => {
              toast.success({ message: t('panel.deleted', { name: textIn(nameOf(deleting)) }) });
              setDeleting(null);
            },
          })
        }
        title={t('panel.deleteTitle')}
        body={t('panel.deleteBody', {
          name: deleting ? textIn(nameOf(deleting)) : '',
          count: deleting?.artworkCount ?? 0,
        })}
        confirmLabel={t('card.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="artist-delete-dialog"
      />
    </Stack>
  );
}
