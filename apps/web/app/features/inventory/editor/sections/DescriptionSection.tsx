import { SimpleGrid, Switch, TagsInput, Textarea } from '@mantine/core';
import { TAGS_MAX } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';
import { missingTextHint } from '../../../i18n-content/missing-text-hint';

/** The descriptions (Korean and English), tags, and whether the work is public. */
export function DescriptionSection({ form }: { form: ItemForm }) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  const { values } = form;
  return (
    <SectionCard title={t('editor.description')} testId="editor-description">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={ta('fields.description')}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
          {...missingTextHint(values.description, values.descriptionEn, ta('fields.missing.description'))}
        />
        <Textarea
          label={ta('fields.descriptionEn')}
          autosize
          minRows={3}
          {...form.getInputProps('descriptionEn')}
          {...missingTextHint(values.descriptionEn, values.description, ta('fields.missing.descriptionEn'))}
        />
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
