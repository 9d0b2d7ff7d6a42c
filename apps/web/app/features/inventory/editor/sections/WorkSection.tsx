import { Anchor, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ArtistDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';
import { nameOf, useTextIn } from '../../../i18n-content/text-in';
import { missingTextHint } from '../../../i18n-content/missing-text-hint';

/** The work: titles, artist, series, when it was made. */
export function WorkSection({ form, artists }: { form: ItemForm; artists: readonly ArtistDto[] }) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  const textIn = useTextIn();
  const { values } = form;
  return (
    <SectionCard title={t('editor.work')} testId="editor-work">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={ta('fields.title')} required {...form.getInputProps('title')} data-testid="editor-title" />
        <TextInput
          label={ta('fields.titleEn')}
          {...form.getInputProps('titleEn')}
          {...missingTextHint(values.titleEn, values.title, ta('fields.missing.titleEn'))}
          data-testid="editor-title-en"
        />
        <Select
          label={ta('fields.artist')}
          placeholder={t('editor.noArtist')}
          clearable
          searchable
          {...form.getInputProps('artistid')}
          data={artists.map((artist) => ({ value: artist.artistid, label: textIn(nameOf(artist)) }))}
          nothingFoundMessage={t('toolbar.noArtists')}
          description={
            <Anchor component={Link} to="/artistprofile" size="xs">
              {t('editor.manageArtists')}
            </Anchor>
          }
          data-testid="editor-artist"
        />
        <TextInput label={ta('fields.series')} {...form.getInputProps('series')} />
        <TextInput
          label={t('editor.dateText')}
          description={t('editor.dateTextHelp')}
          {...form.getInputProps('dateText')}
        />
        <NumberInput
          label={t('editor.year')}
          {...form.getInputProps('year')}
          min={-3000}
          max={2100}
          allowDecimal={false}
          data-testid="editor-year"
        />
      </SimpleGrid>
    </SectionCard>
  );
}
