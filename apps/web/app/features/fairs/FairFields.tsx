import { SimpleGrid, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { FAIR_DOCUMENTS_MAX, FAIR_SECTIONS_MAX } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import type { FairForm } from './fair-form';

/** A fair's own fields: names, dates, venue, sections, application window, fee, documents, published. */
export function FairFields({ form }: { form: FairForm }) {
  const { t } = useTranslation('fairs');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('form.name')} required {...form.getInputProps('name')} data-testid="fair-name" />
        <TextInput label={t('form.nameEn')} {...form.getInputProps('nameEn')} data-testid="fair-name-en" />
        <TextInput
          type="date"
          label={t('form.startDate')}
          required
          {...form.getInputProps('startDate')}
          data-testid="fair-start"
        />
        <TextInput
          type="date"
          label={t('form.endDate')}
          required
          {...form.getInputProps('endDate')}
          data-testid="fair-end"
        />
        <TextInput label={t('form.venueName')} {...form.getInputProps('venue.name')} data-testid="fair-venue" />
        <TextInput label={t('form.venueAddress')} {...form.getInputProps('venue.address')} />
        <TextInput
          type="datetime-local"
          label={t('form.opensAt')}
          description={t('form.seoulTime')}
          {...form.getInputProps('applicationOpensAt')}
          data-testid="fair-opens"
        />
        <TextInput
          type="datetime-local"
          label={t('form.closesAt')}
          description={t('form.seoulTime')}
          {...form.getInputProps('applicationClosesAt')}
          data-testid="fair-closes"
        />
      </SimpleGrid>
      <TagsInput
        label={t('form.sections')}
        description={t('form.sectionsHelp')}
        maxTags={FAIR_SECTIONS_MAX}
        splitChars={[',']}
        {...form.getInputProps('sections')}
        data-testid="fair-sections"
      />
      <TagsInput
        label={t('form.documents')}
        description={t('form.documentsHelp')}
        maxTags={FAIR_DOCUMENTS_MAX}
        splitChars={[',']}
        {...form.getInputProps('requiredDocuments')}
        data-testid="fair-documents"
      />
      <Textarea
        label={t('form.fee')}
        description={t('form.feeHelp')}
        autosize
        minRows={2}
        {...form.getInputProps('feeText')}
        data-testid="fair-fee"
      />
      <Switch
        label={t('form.published')}
        description={t('form.publishedHelp')}
        {...form.getInputProps('published', { type: 'checkbox' })}
        data-testid="fair-published"
      />
    </Stack>
  );
}
