import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ArtworkDto, ImageDto, PublicSiteWorkDto, TwoLanguages } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkPicker } from '../exhibitions/ArtworkPicker';
import { ImageButton } from '../inventory/editor/ImageButton';
import { moveEntry } from '../inventory/reorder';
import { SortableArea } from '../inventory/SortableArea';
import { useSiteWorksMutation, useSiteWorksQuery } from './queries';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** A work in the list being arranged: what it shows of the work, before and after saving. */
interface ChosenWork {
  aid: string;
  /** In the reader's language. */
  title: string;
  image: ImageDto | null;
}

const chosenOf =
  (textIn: (text: TwoLanguages) => string) =>
  (work: PublicSiteWorkDto | ArtworkDto): ChosenWork => ({
    aid: work.aid,
    title: textIn(titleOf(work)),
    image: primaryImageOf(work.images),
  });

/** The works the site shows and their order: added from the inventory, dragged or moved, then saved. */
export function SiteWorksSection({ gid }: { gid: string }) {
  const { t } = useTranslation('website');
  const saved = useSiteWorksQuery(gid);
  const save = useSiteWorksMutation(gid);
  const errorMessage = useErrorMessage();
  const [works, setWorks] = useState<ChosenWork[] | null>(null);
  const [picking, setPicking] = useState(false);
  const chosen = chosenOf(useTextIn());
  // The saved order until it is changed here.
  const list = works ?? saved.data?.map(chosen) ?? [];
  const ids = list.map((work) => work.aid);
  const changed = saved.data !== undefined && ids.join() !== saved.data.map((work) => work.aid).join();
  const submit = () =>
    save.mutate(ids, {
      onSuccess: (shown) => {
        setWorks(shown.map(chosen));
        toast.success({ message: t('works.saved') });
      },
      onError: (error) => toast.error({ message: errorMessage(error) }),
    });

  return (
    <SectionCard title={t('works.title')} description={t('works.help')} testId="site-works">
      {saved.isPending ? (
        <Skeleton height={160} />
      ) : saved.isError ? (
        <QueryErrorAlert error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <Stack gap="sm">
          <SortableArea
            entries={list}
            idOf={(work) => work.aid}
            nameOf={(work) => work.title}
            layout="column"
            disabled={save.isPending}
            onMove={(from, to) => setWorks(moveEntry(list, from, to))}
          >
            <Stack gap={6}>
              {list.map((work, index) => (
                <WorkRow
                  key={work.aid}
                  work={work}
                  index={index}
                  last={list.length - 1}
                  disabled={save.isPending}
                  onMove={(to) => setWorks(moveEntry(list, index, to))}
                  onRemove={() => setWorks(list.filter((entry) => entry.aid !== work.aid))}
                />
              ))}
            </Stack>
          </SortableArea>
          {list.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('works.empty')}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="light"
              onClick={() => setPicking(true)}
              disabled={save.isPending}
              data-testid="site-works-add"
            >
              {t('works.add')}
            </Button>
            <Group gap="sm">
              {changed && (
                <Text size="sm" c="orange.8" data-testid="site-works-unsaved">
                  {t('works.unsaved')}
                </Text>
              )}
              <Button onClick={submit} loading={save.isPending} disabled={!changed} data-testid="site-works-save">
                {t('works.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
      <ArtworkPicker
        gid={gid}
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={ids}
        onAdd={(artworks) => setWorks([...list, ...artworks.map(chosen)])}
      />
    </SectionCard>
  );
}

function WorkRow({
  work,
  index,
  last,
  disabled,
  onMove,
  onRemove,
}: {
  work: ChosenWork;
  index: number;
  last: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('website');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: work.aid,
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      data-testid="site-work-row"
      data-aid={work.aid}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <div
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('works.drag', { name: work.title })}
          style={{ width: 48, flex: 'none', cursor: disabled ? undefined : 'grab', touchAction: 'manipulation' }}
        >
          <ArtworkImage image={work.image} alt="" size="thumbnail" />
        </div>
        <Text size="sm" fw={500} truncate style={{ flex: 1, minWidth: 0 }} data-testid="site-work-title">
          {index + 1}. {work.title}
        </Text>
        <Group gap={0} wrap="nowrap">
          <ImageButton
            label={t('works.moveUp', { name: work.title })}
            symbol="↑"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          />
          <ImageButton
            label={t('works.moveDown', { name: work.title })}
            symbol="↓"
            disabled={disabled || index === last}
            onClick={() => onMove(index + 1)}
            testId="site-work-down"
          />
          <ImageButton
            label={t('works.remove', { name: work.title })}
            symbol="×"
            color="red"
            disabled={disabled}
            onClick={onRemove}
            testId="site-work-remove"
          />
        </Group>
      </Group>
    </Paper>
  );
}
