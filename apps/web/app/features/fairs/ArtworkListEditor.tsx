import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  roomAvailabilityOf,
  WORKS_PER_LIST_MAX,
  type ArtworkDto,
  type FairWorkDto,
  type ImageDto,
  type RoomAvailability,
  type TwoLanguages,
} from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { ArtworkPicker } from '../exhibitions/ArtworkPicker';
import { ImageButton } from '../inventory/editor/ImageButton';
import { RoomAvailabilityBadge } from '../viewing-room/RoomAvailabilityBadge';
import { contentOf, contentSchemaOf } from './submission-content';
import { SubmissionActions } from './SubmissionActions';
import { useSubmissionForm, type SubmissionEditorProps } from './use-submission-save';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** What the list shows of a work: from the saved list (as the inventory has it now) or just picked. */
interface ListedWork {
  title: TwoLanguages;
  image: ImageDto | null;
  availability: RoomAvailability;
}

const fromSaved = (work: FairWorkDto): ListedWork => ({
  title: titleOf(work),
  image: primaryImageOf(work.images),
  availability: work.availability,
});

const fromInventory = (artwork: ArtworkDto): ListedWork => ({
  title: titleOf(artwork),
  image: primaryImageOf(artwork.images),
  availability: roomAvailabilityOf(artwork.state),
});

const artworkListSchema = contentSchemaOf('artwork_list');

/**
 * The artwork list: works picked from the exhibitor's own inventory (nothing re-typed), each with
 * its picture and live availability, in the order picked.
 */
export function ArtworkListEditor(props: SubmissionEditorProps) {
  const { t } = useTranslation('fairs');
  const textIn = useTextIn();
  const saved = props.submission?.works ?? [];
  const { form, save, handle } = useSubmissionForm(props, 'artwork_list', artworkListSchema, {
    aids: (props.submission && contentOf(props.submission, 'artwork_list')?.aids) ?? [],
  });
  const [known, setKnown] = useState(() => new Map(saved.map((work) => [work.aid, fromSaved(work)])));
  const [picking, setPicking] = useState(false);
  const aids = form.values.aids;
  const add = (artworks: ArtworkDto[]) => {
    setKnown(
      (current) => new Map([...current, ...artworks.map((artwork) => [artwork.aid, fromInventory(artwork)] as const)]),
    );
    form.setFieldValue('aids', [...aids, ...artworks.map((artwork) => artwork.aid)].slice(0, WORKS_PER_LIST_MAX));
  };
  return (
    <>
      <form onSubmit={handle('submitted')} noValidate data-testid="artwork-list-form">
        <Stack gap="sm">
          {aids.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('submission.noWorks')}
            </Text>
          ) : (
            <Stack gap={6}>
              {aids.map((aid) => {
                const work = known.get(aid);
                return (
                  <Paper key={aid} withBorder p={6} data-testid="artwork-list-work" data-aid={aid}>
                    <Group gap="sm" wrap="nowrap">
                      <div style={{ width: 56, flex: 'none' }}>
                        <ArtworkImage image={work?.image} alt="" size="thumbnail" />
                      </div>
                      <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
                        {work ? textIn(work.title) : t('submission.unknownWork')}
                      </Text>
                      {work && <RoomAvailabilityBadge availability={work.availability} />}
                      <ImageButton
                        label={t('submission.removeWork', { title: work ? textIn(work.title) : '' })}
                        symbol="×"
                        color="red"
                        disabled={save.pending}
                        onClick={() =>
                          form.setFieldValue(
                            'aids',
                            aids.filter((entry) => entry !== aid),
                          )
                        }
                      />
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
          {form.errors.aids && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.aids}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              onClick={() => setPicking(true)}
              disabled={save.pending || aids.length >= WORKS_PER_LIST_MAX}
              data-testid="artwork-list-add"
            >
              {t('submission.addWorks')}
            </Button>
          </Group>
          <SubmissionActions save={save} onDraft={handle('draft')} testId="artwork-list" />
        </Stack>
      </form>
      <ArtworkPicker
        gid={props.gid}
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={aids}
        chosenLabel={t('submission.onList')}
        onAdd={add}
      />
    </>
  );
}
