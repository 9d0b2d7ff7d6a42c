import { Modal, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ArtistDto, ArtistInput } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { textOrNull, useTextFields } from '../../lib/text-fields';
import { useLastPresent } from '../../lib/use-last-present';
import { toast } from '../../lib/toast';
import { fieldErrorsOf } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { PicturePicker } from '../artwork/PicturePicker';
import { useSaveArtistMutation } from './queries';

/** Which artist the form edits: a new one (with a suggested name) or an existing one. */
export type ArtistFormTarget = { artist: ArtistDto } | { artist: null; suggestedName?: string };

/** Adds or changes an artist: names (ko/en), biography (ko/en), birth year, nationality, website, CV and photo. */
export function ArtistFormModal({
  gid,
  target,
  onClose,
}: {
  gid: string;
  target: ArtistFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('artists');
  const shown = useLastPresent(target);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={shown?.artist ? t('form.editTitle') : t('form.addTitle')}
      size="lg"
      data-testid="artist-form"
    >
      {shown && <ArtistForm key={shown.artist?.artistid ?? 'new'} gid={gid} target={shown} onDone={onClose} />}
    </Modal>
  );
}

function ArtistForm({ gid, target, onDone }: { gid: string; target: ArtistFormTarget; onDone: () => void }) {
  const { t } = useTranslation('artists');
  const errorMessage = useErrorMessage();
  const save = useSaveArtistMutation(gid);
  const artist = target.artist;
  const { values, field } = useTextFields(() => ({
    name: artist?.name ?? (target.artist === null ? (target.suggestedName ?? '') : ''),
    nameEn: artist?.nameEn ?? '',
    biography: artist?.biography ?? '',
    biographyEn: artist?.biographyEn ?? '',
    nationality: artist?.nationality ?? '',
    website: artist?.website ?? '',
    cv: artist?.cv ?? '',
  }));
  const [birthYear, setBirthYear] = useState<number | ''>(artist?.birthYear ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [nameMissing, setNameMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameMissing(true);
      return;
    }
    const data: ArtistInput = {
      name: values.name.trim(),
      nameEn: textOrNull(values.nameEn),
      biography: textOrNull(values.biography),
      biographyEn: textOrNull(values.biographyEn),
      birthYear: birthYear === '' ? null : birthYear,
      nationality: textOrNull(values.nationality),
      website: textOrNull(values.website),
      cv: textOrNull(values.cv),
    };
    save.mutate(
      { artistid: artist?.artistid ?? null, data, photo },
      {
        onSuccess: (saved) => {
          toast.success({ message: t(artist ? 'form.saved' : 'form.added', { name: saved.name }) });
          onDone();
        },
      },
    );
  };
  const server = fieldErrorsOf(save.error);
  const invalid = (name: string) => (server[name] ? t('form.invalid') : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PicturePicker
          current={artist?.photo?.thumbnail}
          name={values.name}
          label={t('form.photo')}
          radius="xl"
          testId="artist-photo"
          onPick={setPhoto}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.name')}
            required
            {...field('name')}
            error={nameMissing ? t('form.nameRequired') : invalid('name')}
            data-testid="artist-name"
          />
          <TextInput
            label={t('form.nameEn')}
            {...field('nameEn')}
            error={invalid('nameEn')}
            data-testid="artist-name-en"
          />
          <NumberInput
            label={t('form.birthYear')}
            value={birthYear}
            onChange={(value) => setBirthYear(typeof value === 'number' ? value : '')}
            min={1000}
            max={2100}
            allowDecimal={false}
            error={invalid('birthYear')}
          />
          <TextInput label={t('form.nationality')} {...field('nationality')} />
          <TextInput
            label={t('form.website')}
            placeholder="https://"
            type="url"
            {...field('website')}
            error={invalid('website')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea label={t('form.biography')} autosize minRows={3} {...field('biography')} />
          <Textarea label={t('form.biographyEn')} autosize minRows={3} {...field('biographyEn')} />
        </SimpleGrid>
        <Textarea label={t('form.cv')} description={t('form.cvHelp')} autosize minRows={3} {...field('cv')} />
        {save.isError && Object.keys(server).length === 0 && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <FormActions
          submitLabel={artist ? t('form.save') : t('form.add')}
          loading={save.isPending}
          onCancel={onDone}
          testId="artist-save"
        />
      </Stack>
    </form>
  );
}
