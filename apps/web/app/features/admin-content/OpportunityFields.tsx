import { MultiSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { OPPORTUNITY_COUNTRIES_MAX, OPPORTUNITY_KINDS } from '@vernissage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toLocale } from '../../i18n/i18n-options';
import { deadlineText } from '../contests/contest-time';
import type { ContractForm } from '../forms/use-contract-form';
import { ZonedDeadlineInputs } from '../forms/ZonedDeadlineInputs';
import { countryOptions } from './countries';
import { MarkdownField } from './MarkdownField';
import { prepareOpportunity, type opportunityFormSchema } from './opportunity-form';

type OpportunityForm = ContractForm<typeof opportunityFormSchema>;

/** The deadline as it will be stored and shown: the instant in its zone, with the zone's offset then. */
function DeadlineEcho({ form }: { form: OpportunityForm }) {
  const { t, i18n } = useTranslation('adminContent');
  const instant = prepareOpportunity(form.values).deadline;
  if (Number.isNaN(Date.parse(instant))) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="opportunity-deadline-echo" data-instant={instant}>
      {t('opportunities.deadlineEcho', {
        deadline: deadlineText(instant, form.values.timeZone, toLocale(i18n.resolvedLanguage)),
        offset: instant.slice(-6),
      })}
    </Text>
  );
}

/** The deadline, typed as a wall-clock time in a chosen IANA time zone. */
function DeadlineFields({ form }: { form: OpportunityForm }) {
  const { t } = useTranslation('adminContent');
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ZonedDeadlineInputs
          form={form}
          labels={{
            deadline: t('opportunities.deadline'),
            deadlineHelp: t('opportunities.deadlineHelp'),
            timeZone: t('opportunities.timeZone'),
            timeZoneHelp: t('opportunities.timeZoneHelp'),
          }}
          testIds={{ deadline: 'opportunity-deadline', timeZone: 'opportunity-time-zone' }}
        />
      </SimpleGrid>
      <DeadlineEcho form={form} />
    </Stack>
  );
}

/** Every field of an opportunity: what, by whom, its texts, deadline, who may apply, fee, link, place, published. */
export function OpportunityFields({ form }: { form: OpportunityForm }) {
  const { t, i18n } = useTranslation('adminContent');
  const language = toLocale(i18n.resolvedLanguage);
  const countries = useMemo(() => countryOptions(language, form.values.countries), [language, form.values.countries]);
  return (
    <Stack gap="lg">
      <SectionCard title={t('opportunities.details')} testId="opportunity-details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('opportunities.kind')}
              required
              allowDeselect={false}
              data={OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              {...form.getInputProps('kind')}
              data-testid="opportunity-kind"
            />
            <TextInput
              label={t('opportunities.organiser')}
              required
              {...form.getInputProps('organiser')}
              data-testid="opportunity-organiser"
            />
            <TextInput
              label={t('opportunities.title.ko')}
              required
              {...form.getInputProps('title')}
              data-testid="opportunity-title"
            />
            <TextInput
              label={t('opportunities.title.en')}
              {...form.getInputProps('titleEn')}
              data-testid="opportunity-title-en"
            />
          </SimpleGrid>
          <DeadlineFields form={form} />
        </Stack>
      </SectionCard>
      <SectionCard title={t('opportunities.descriptions')} testId="opportunity-texts">
        <Stack gap="md">
          <MarkdownField
            label={t('opportunities.description.ko')}
            {...form.getInputProps('description')}
            value={form.values.description}
            testId="opportunity-description"
          />
          <MarkdownField
            label={t('opportunities.description.en')}
            {...form.getInputProps('descriptionEn')}
            value={form.values.descriptionEn}
            testId="opportunity-description-en"
          />
        </Stack>
      </SectionCard>
      <SectionCard title={t('opportunities.terms')} testId="opportunity-terms">
        <Stack gap="md">
          <Textarea
            label={t('opportunities.eligibility')}
            autosize
            minRows={2}
            {...form.getInputProps('eligibility')}
            data-testid="opportunity-eligibility"
          />
          <MultiSelect
            label={t('opportunities.countries')}
            description={t('opportunities.countriesHelp')}
            searchable
            clearable
            maxValues={OPPORTUNITY_COUNTRIES_MAX}
            data={countries}
            {...form.getInputProps('countries')}
            data-testid="opportunity-countries"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t('opportunities.fee')} {...form.getInputProps('fee')} data-testid="opportunity-fee" />
            <TextInput
              label={t('opportunities.link')}
              placeholder="https://"
              {...form.getInputProps('link')}
              data-testid="opportunity-link"
            />
            <TextInput
              label={t('opportunities.location')}
              {...form.getInputProps('location')}
              data-testid="opportunity-location"
            />
          </SimpleGrid>
          <Switch
            label={t('opportunities.published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
            data-testid="opportunity-published"
          />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
