import { ActionIcon, Alert, Badge, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useErrorMessage } from '../api/use-error-message';
import { movedPick } from './featured-order';
import { useFeaturedQuery, usePickSearchQuery, usePlacePicksMutation, useRemovePickMutation } from './queries';
import { WorkLine } from './WorkLine';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** The staff picks in their order, each movable up and down and removable (after a confirmation). */
function Picks({ picks }: { picks: ArtworkDto[] }) {
  const { t } = useTranslation('adminContent');
  const errorMessage = useErrorMessage();
  const place = usePlacePicksMutation();
  const remove = useRemovePickMutation();
  const [removing, setRemoving] = useState<ArtworkDto | null>(null);
  const textIn = useTextIn();
  const aids = picks.map((work) => work.aid);
  const move = (from: number, step: -1 | 1) =>
    place.mutate(movedPick(aids, from, step), {
      onError: (error) => toast.error({ message: errorMessage(error) }),
    });
  const busy = place.isPending || remove.isPending;
  return (
    <Stack gap="sm" data-testid="featured-picks">
      {picks.map((work, index) => (
        <Stack key={work.aid} gap="sm">
          {index > 0 && <Divider />}
          <WorkLine work={work} testId="featured-pick">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('featured.moveUp')}
              disabled={index === 0 || busy}
              onClick={() => move(index, -1)}
              data-testid="featured-pick-up"
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('featured.moveDown')}
              disabled={index === picks.length - 1 || busy}
              onClick={() => move(index, 1)}
              data-testid="featured-pick-down"
            >
              ↓
            </ActionIcon>
            <Button
              variant="light"
              color="red"
              size="xs"
              disabled={busy}
              onClick={() => setRemoving(work)}
              data-testid="featured-pick-remove"
            >
              {t('featured.remove')}
            </Button>
          </WorkLine>
        </Stack>
      ))}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.aid, {
            onSuccess: () => {
              toast.success({ message: t('featured.removed') });
              setRemoving(null);
            },
          })
        }
        title={t('featured.removeTitle')}
        body={t('featured.removeBody', { title: removing ? textIn(titleOf(removing)) : '' })}
        confirmLabel={t('featured.remove')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        testId="featured-remove-confirm"
      />
    </Stack>
  );
}

/** Published works found by text, each with a button that adds it at the end of the picks. */
function PickSearch({ picked }: { picked: readonly string[] }) {
  const { t } = useTranslation('adminContent');
  const errorMessage = useErrorMessage();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const found = usePickSearchQuery(q);
  const place = usePlacePicksMutation();
  const textIn = useTextIn();
  // The whole order is sent, so the new pick lands last whatever positions the others had.
  const feature = (work: ArtworkDto) =>
    place.mutate([...picked, work.aid], {
      onSuccess: () => toast.success({ message: t('featured.added', { title: textIn(titleOf(work)) }) }),
      onError: (error) => toast.error({ message: errorMessage(error) }),
    });
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('featured.search')}
        description={t('featured.searchHelp')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="featured-search"
      />
      {q === '' ? null : (
        <QueryList
          query={found}
          loading={<ListSkeleton count={3} height={64} testId="featured-search-loading" />}
          empty={
            <Alert color="gray" data-testid="featured-search-empty">
              {t('featured.noResults', { q })}
            </Alert>
          }
          testId="featured-results"
        >
          {(result) => (
            <Stack gap="sm">
              {result.items.map((work) => (
                <WorkLine key={work.aid} work={work} testId="featured-result">
                  {picked.includes(work.aid) ? (
                    <Badge color="green" variant="light">
                      {t('featured.picked')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      loading={place.isPending && place.variables.at(-1) === work.aid}
                      disabled={place.isPending}
                      onClick={() => feature(work)}
                      data-testid="featured-result-feature"
                    >
                      {t('featured.feature')}
                    </Button>
                  )}
                </WorkLine>
              ))}
              {result.total > result.items.length && (
                <Text size="sm" c="gray.7">
                  {t('featured.more', { count: result.total - result.items.length })}
                </Text>
              )}
            </Stack>
          )}
        </QueryList>
      )}
    </Stack>
  );
}

/** /admin/featured: the staff picks in order, and a search over published works to add more. */
export function FeaturedPage() {
  const { t } = useTranslation('adminContent');
  const featured = useFeaturedQuery();
  const picked = featured.data?.items.map((work) => work.aid) ?? [];
  return (
    <Stack gap="lg" data-testid="admin-featured">
      <SectionCard title={t('featured.picksTitle')} description={t('featured.picksHelp')} testId="featured-picks-card">
        <QueryList
          query={featured}
          loading={<ListSkeleton count={3} height={64} testId="featured-loading" />}
          empty={<EmptyState title={t('featured.emptyTitle')} body={t('featured.emptyBody')} testId="featured-empty" />}
        >
          {(page) => <Picks picks={page.items} />}
        </QueryList>
      </SectionCard>
      <SectionCard title={t('featured.addTitle')} testId="featured-add-card">
        <PickSearch picked={picked} />
      </SectionCard>
    </Stack>
  );
}
