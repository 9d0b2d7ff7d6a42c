import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { OPPORTUNITY_KINDS, type OpportunityQuery } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../forms/use-contract-form';
import { opportunityFiltersSchema, type OpportunityFilters } from './opportunity-params';

/**
 * The list's filters: kind, a country the opportunity is open to, part of its place, and words.
 * Checked by the contract's own schema; applying them changes the page's address.
 */
export function OpportunityFiltersForm({
  query,
  onApply,
}: {
  query: OpportunityQuery;
  onApply: (filters: Partial<OpportunityFilters>) => void;
}) {
  const { t } = useTranslation('discovery');
  const form = useContractForm({
    schema: opportunityFiltersSchema,
    initialValues: {
      kind: query.kind ?? null,
      country: query.country ?? '',
      location: query.location ?? '',
      q: query.q ?? '',
    },
  });
  const clear = () => {
    form.setValues({ kind: null, country: '', location: '', q: '' });
    onApply({});
  };
  return (
    <form onSubmit={form.onSubmit(onApply)} noValidate data-testid="opportunity-filters" role="search">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('opportunities.filters.kind')}
          placeholder={t('opportunities.filters.anyKind')}
          data={OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: t(`opportunities.kinds.${kind}`) }))}
          clearable
          {...form.getInputProps('kind')}
          data-testid="opportunity-filter-kind"
        />
        <TextInput
          label={t('opportunities.filters.country')}
          placeholder={t('opportunities.filters.countryHint')}
          maxLength={2}
          {...form.getInputProps('country')}
          onChange={(event) => form.setFieldValue('country', event.currentTarget.value.toUpperCase())}
          data-testid="opportunity-filter-country"
        />
        <TextInput
          label={t('opportunities.filters.location')}
          {...form.getInputProps('location')}
          data-testid="opportunity-filter-location"
        />
        <TextInput
          label={t('opportunities.filters.q')}
          {...form.getInputProps('q')}
          data-testid="opportunity-filter-q"
        />
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs" data-testid="opportunity-filters-apply">
          {t('opportunities.filters.apply')}
        </Button>
        <Button variant="subtle" size="xs" onClick={clear} data-testid="opportunity-filters-clear">
          {t('opportunities.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
