import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { SearchFacetsDto, SearchQuery } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, decadeOf, decadeParams, NO_FILTERS } from './search-params';

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** One facet: its values with how many works each would find; one value at a time, a second click clears it. */
function FacetGroup({
  name,
  label,
  options,
  selected,
  onSelect,
}: {
  name: string;
  label: string;
  options: FacetOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}) {
  // A chosen value the other filters leave with nothing still shows, so it can be cleared.
  const shown =
    selected !== null && !options.some((option) => option.value === selected)
      ? [...options, { value: selected, label: selected, count: 0 }]
      : options;
  if (shown.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label={label} data-testid={`facet-${name}`}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {shown.map((option) => (
        <Checkbox
          key={option.value}
          size="sm"
          label={`${option.label} (${option.count})`}
          checked={selected === option.value}
          onChange={() => onSelect(selected === option.value ? null : option.value)}
          data-testid={`facet-${name}-${option.value}`}
        />
      ))}
    </Stack>
  );
}

/**
 * The facet filters of the results, with the counts of the answer: medium, price band, size,
 * location, decade and availability. Each change is a change of the page's address.
 */
export function FacetFilters({
  facets,
  query,
  onChange,
}: {
  facets: SearchFacetsDto;
  query: SearchQuery;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('discovery');
  const { t: tArtwork } = useTranslation('artwork');
  const { t: tRooms } = useTranslation('rooms');
  const decade = decadeOf(query);
  return (
    <Stack gap="lg" data-testid="search-facets">
      <FacetGroup
        name="medium"
        label={t('search.facets.medium')}
        options={facets.medium.map(({ value, count }) => ({
          value,
          count,
          label: tArtwork(`mediumTypes.${value}` as 'mediumTypes.other', { defaultValue: value }),
        }))}
        selected={query.medium ?? null}
        onSelect={(value) => onChange({ medium: value })}
      />
      <FacetGroup
        name="price"
        label={t('search.facets.price')}
        options={facets.price.map(({ value, count }) => ({ value, count, label: t(`search.priceBands.${value}`) }))}
        selected={query.price ?? null}
        onSelect={(value) => onChange({ price: value })}
      />
      <FacetGroup
        name="sizeClass"
        label={t('search.facets.sizeClass')}
        options={facets.sizeClass.map(({ value, count }) => ({ value, count, label: t(`search.sizes.${value}`) }))}
        selected={query.sizeClass ?? null}
        onSelect={(value) => onChange({ sizeClass: value })}
      />
      <FacetGroup
        name="location"
        label={t('search.facets.location')}
        options={facets.location.map(({ value, count }) => ({ value, count, label: t(`search.regions.${value}`) }))}
        selected={query.location ?? null}
        onSelect={(value) => onChange({ location: value })}
      />
      <FacetGroup
        name="decade"
        label={t('search.facets.decade')}
        options={facets.decade.map(({ value, count }) => ({
          value: String(value),
          count,
          label: t('search.decade', { decade: value }),
        }))}
        selected={decade === null ? null : String(decade)}
        onSelect={(value) => onChange(decadeParams(value === null ? null : Number(value)))}
      />
      <FacetGroup
        name="availability"
        label={t('search.facets.availability')}
        options={facets.availability.map(({ value, count }) => ({
          value,
          count,
          label: tRooms(`availability.${value}`),
        }))}
        selected={query.availability ?? null}
        onSelect={(value) => onChange({ availability: value })}
      />
      {activeFilterCount(query) > 0 && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          px={0}
          onClick={() => onChange(NO_FILTERS)}
          data-testid="search-clear-filters"
        >
          {t('search.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
