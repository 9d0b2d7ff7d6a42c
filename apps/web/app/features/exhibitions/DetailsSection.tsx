import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { PermissionLevel } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import type { ExhibitionForm } from './exhibition-form';

const ACCESS_LEVELS = [
  ['accessWrite', PermissionLevel.write],
  ['accessRead', PermissionLevel.read],
  ['accessNone', PermissionLevel.none],
] as const;

/** The exhibition's own fields: titles, dates, opening, venue, curator, press texts, published, access. */
export function DetailsSection({ form, canManage }: { form: ExhibitionForm; canManage: boolean }) {
  const { t } = useTranslation('exhibitions');
  const online = form.values.venue.type === 'online';
  return (
    <SectionCard title={t('editor.details')} testId="exhibition-details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('editor.titleKo')}
            required
            {...form.getInputProps('title')}
            data-testid="exhibition-title-input"
          />
          <TextInput label={t('editor.titleEn')} {...form.getInputProps('titleEn')} data-testid="exhibition-title-en" />
          <TextInput label={t('editor.subtitle')} {...form.getInputProps('subtitle')} />
          <TextInput label={t('editor.curator')} {...form.getInputProps('curator')} />
          <TextInput
            type="date"
            label={t('editor.startDate')}
            required
            {...form.getInputProps('startDate')}
            data-testid="exhibition-start"
          />
          <TextInput
            type="date"
            label={t('editor.endDate')}
            required
            {...form.getInputProps('endDate')}
            data-testid="exhibition-end"
          />
          <TextInput
            label={t('editor.openingReception')}
            description={t('editor.openingHelp')}
            {...form.getInputProps('openingReception')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('editor.venueType')}
          </Text>
          <SegmentedControl
            value={form.values.venue.type ?? 'physical'}
            onChange={(value) => form.setFieldValue('venue.type', value)}
            data={[
              { value: 'physical', label: t('editor.physical') },
              { value: 'online', label: t('editor.online') },
            ]}
            data-testid="exhibition-venue-type"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('editor.venueName')}
            {...form.getInputProps('venue.name')}
            data-testid="exhibition-venue-name"
          />
          {online ? (
            <TextInput
              type="url"
              label={t('editor.venueUrl')}
              placeholder="https://"
              {...form.getInputProps('venue.url')}
            />
          ) : (
            <TextInput label={t('editor.venueAddress')} {...form.getInputProps('venue.address')} />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label={t('editor.pressText')}
            description={t('editor.pressHelp')}
            autosize
            minRows={5}
            {...form.getInputProps('pressText')}
            data-testid="exhibition-press"
          />
          <Textarea
            label={t('editor.pressTextEn')}
            description={t('editor.pressHelp')}
            autosize
            minRows={5}
            {...form.getInputProps('pressTextEn')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch
            label={t('editor.published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
            data-testid="exhibition-published"
          />
          {canManage && (
            <Select
              label={t('editor.accessLevel')}
              data-testid="exhibition-access-level"
              allowDeselect={false}
              value={String(form.values.accessLevel)}
              onChange={(value) =>
                value !== null && form.setFieldValue('accessLevel', Number(value) as PermissionLevel)
              }
              data={ACCESS_LEVELS.map(([key, level]) => ({ value: String(level), label: t(`editor.${key}`) }))}
            />
          )}
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
