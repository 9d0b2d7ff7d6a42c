import { Modal, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { artistInputSchema, type ArtistDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { useLastPresent } from '../../lib/use-last-present';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { PicturePicker } from '../artwork/PicturePicker';
import type { ContractFormValues } from '../forms/form-values';
import { useContractForm, type ContractForm } from '../forms/use-contract-form';
import { useSaveArtistMutation } from './queries';
import { missingTextHint } from '../i18n-content/missing-text-hint';
import { nameOf, useTextIn } from '../i18n-content/text-in';

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

type ArtistFormState = ContractForm<typeof artistInputSchema>;

/** The form of an artist: as it is, or empty with the suggested name. */
function valuesOf(target: ArtistFormTarget): ContractFormValues<typeof artistInputSchema> {
  const artist = target.artist;
  return {
    name: artist?.name ?? (target.artist === null ? (target.suggestedName ?? '') : ''),
    nameEn: artist?.nameEn ?? '',
    biography: artist?.biography ?? '',
    biographyEn: artist?.biographyEn ?? '',
    birthYear: artist?.birthYear ?? '',
    nationality: artist?.nationality ?? '',
    website: artist?.website ?? '',
    cv: artist?.cv ?? '',
  };
}

function ArtistForm({ gid, target, onDone }: { gid: string; target: ArtistFormTarget; onDone: () => void }) {
  const { t } = useTranslation('artists');
  const errorMessage = useErrorMessage();
  const save = useSaveArtistMutation(gid);
  const artist = target.artist;
  const form = useContractForm({
    schema: artistInputSchema,
    initialValues: valuesOf(target),
    messages: 'artists:form.fields',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const textIn = useTextIn();
  const submit = form.onSubmit((data) =>
    save.mutate(
      { artistid: artist?.artistid ?? null, data, photo },
      {
        onSuccess: (saved) => {
          toast.success({ message: t(artist ? 'form.saved' : 'form.added', { name: textIn(nameOf(saved)) }) });
          onDone();
        },
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PicturePicker
          current={artist?.photo?.thumbnail}
          name={form.values.name}
          label={t('form.photo')}
          radius="xl"
          testId="artist-photo"
          onPick={setPhoto}
        />
        <ArtistFields form={form} />
        {save.isError && Object.keys(form.errors).length === 0 && (
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

/** The artist's names, facts, biographies and CV. */
function ArtistFields({ form }: { form: ArtistFormState }) {
  const { t } = useTranslation('artists');
  const { values } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('form.name')} required {...form.getInputProps('name')} data-testid="artist-name" />
        <TextInput
          label={t('form.nameEn')}
          {...form.getInputProps('nameEn')}
          {...missingTextHint(values.nameEn, values.name, t('form.missing.nameEn'))}
          data-testid="artist-name-en"
        />
        <NumberInput
          label={t('form.birthYear')}
          {...form.getInputProps('birthYear')}
          min={1000}
          max={2100}
          allowDecimal={false}
        />
        <TextInput label={t('form.nationality')} {...form.getInputProps('nationality')} />
        <TextInput label={t('form.website')} placeholder="https://" type="url" {...form.getInputProps('website')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={t('form.biography')}
          autosize
          minRows={3}
          {...form.getInputProps('biography')}
          {...missingTextHint(values.biography, values.biographyEn, t('form.missing.biography'))}
        />
        <Textarea
          label={t('form.biographyEn')}
          autosize
          minRows={3}
          {...form.getInputProps('biographyEn')}
          {...missingTextHint(values.biographyEn, values.biography, t('form.missing.biographyEn'))}
        />
      </SimpleGrid>
      <Textarea
        label={t('form.cv')}
        description={t('form.cvHelp')}
        autosize
        minRows={3}
        {...form.getInputProps('cv')}
      />
    </>
  );
}
