import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { CONTEST_ENTRANT_TYPES, CONTEST_WORKS_MAX, UserType } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import type { ContractForm } from '../forms/use-contract-form';
import { ZonedDeadlineInputs } from '../forms/ZonedDeadlineInputs';
import type { contestFormSchema } from './contest-form';

/** The contest's own fields: titles, rules, who may enter, deadline in its time zone, works allowed, prizes, published. */
export function ContestFields({ form }: { form: ContractForm<typeof contestFormSchema> }) {
  const { t } = useTranslation('contests');
  return (
    <SectionCard title={t('admin.details')} testId="contest-fields">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('admin.titleKo')} required {...form.getInputProps('title')} data-testid="contest-title" />
          <TextInput label={t('admin.titleEn')} {...form.getInputProps('titleEn')} data-testid="contest-title-en" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label={t('admin.rulesKo')}
            description={t('admin.rulesHelp')}
            autosize
            minRows={5}
            {...form.getInputProps('rules')}
            data-testid="contest-rules-input"
          />
          <Textarea
            label={t('admin.rulesEn')}
            description={t('admin.rulesHelp')}
            autosize
            minRows={5}
            {...form.getInputProps('rulesEn')}
            data-testid="contest-rules-en"
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('admin.eligible')}
          required
          value={form.values.eligibleTypes.map(String)}
          onChange={(values) =>
            form.setFieldValue(
              'eligibleTypes',
              CONTEST_ENTRANT_TYPES.filter((type) => values.includes(String(type))),
            )
          }
          error={form.errors.eligibleTypes}
          data-testid="contest-eligible-input"
        >
          <Group gap="lg" mt={6}>
            <Checkbox
              value={String(UserType.gallery)}
              label={t('eligible.gallery')}
              data-testid="contest-eligible-gallery"
            />
            <Checkbox
              value={String(UserType.artist)}
              label={t('eligible.artist')}
              data-testid="contest-eligible-artist"
            />
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ZonedDeadlineInputs
            form={form}
            labels={{
              deadline: t('admin.deadline'),
              deadlineHelp: t('admin.deadlineHelp'),
              timeZone: t('admin.timeZone'),
              timeZoneHelp: t('admin.timeZoneHelp'),
            }}
            testIds={{ deadline: 'contest-deadline-input', timeZone: 'contest-time-zone' }}
          />
          <NumberInput
            label={t('admin.worksAllowed')}
            description={t('admin.worksAllowedHelp', { max: CONTEST_WORKS_MAX })}
            required
            min={1}
            max={CONTEST_WORKS_MAX}
            // What is typed stays as typed: the contract says what is wrong with 0 or 21, where
            // clamping on blur would save another number than the one the admin meant.
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('worksAllowed')}
            data-testid="contest-works-allowed-input"
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.prizes')}
          autosize
          minRows={2}
          {...form.getInputProps('prizes')}
          data-testid="contest-prizes-input"
        />
        <Switch
          label={t('admin.published')}
          {...form.getInputProps('published', { type: 'checkbox' })}
          data-testid="contest-published"
        />
      </Stack>
    </SectionCard>
  );
}
