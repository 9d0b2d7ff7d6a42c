import { SimpleGrid, Switch, TagsInput, Textarea } from '@mantine/core';
import { TAGS_MAX } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';

/** The descriptions (Korean and English), tags, and whether the work is public. */
export function DescriptionSection({ form }: { form: ItemForm }) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  return (
    <SectionCard title={t('editor.description')} testId="editor-description">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea label={ta('fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
        <Textarea label={ta('fields.descriptionEn')} autosize minRows={3} {...form.getInputProps('descriptionEn')} />
      </SimpleGrid>
      <TagsInput
        label={ta('fields.tags')}
        description={t('editor.tagsHelp')}
        {...form.getInputProps('tags')}
        maxTags={TAGS_MAX}
        clearable
      />
      <Switch
        label={t('editor.published')}
        description={t('editor.publishedHelp')}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </SectionCard>
  );
}
