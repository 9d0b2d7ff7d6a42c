import { Box, Group, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffPicksQuery } from './queries';
import { WorkCard } from './WorkCard';

/** Pictures of the first screen, loaded at once (a phone shows two, a wide screen five). */
const PRIORITY_PICKS = 5;
/** A pick's card is 160 pixels wide on a phone, 220 from the `sm` breakpoint. */
const PICTURE_SIZES = '(min-width: 48em) 220px, 160px';

/**
 * The staff picks above the results of a bare /search: one row of cards that scrolls sideways
 * when there are more than fit. A lead-in rather than an answer, so it shows nothing at all while
 * loading, when it fails, or when no work is picked; the results below keep their own states.
 */
export function StaffPicks({ shown }: { shown: boolean }) {
  const { t } = useTranslation('discovery');
  const headingId = useId();
  const picks = useStaffPicksQuery(shown);
  const works = picks.data?.items ?? [];
  if (!shown || works.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid="staff-picks">
      <Title order={2} size="h4" id={headingId}>
        {t('search.staffPicks')}
      </Title>
      <Box style={{ overflowX: 'auto', scrollSnapType: 'x mandatory' }} pb="xs">
        <Group gap="md" wrap="nowrap" align="stretch">
          {works.map((work, index) => (
            // A grid of one: the card fills the row's height, so the cards line up.
            <Box
              key={work.aid}
              w={{ base: 160, sm: 220 }}
              style={{ flex: 'none', scrollSnapAlign: 'start', display: 'grid' }}
            >
              <WorkCard work={work} priority={index < PRIORITY_PICKS} pictureSizes={PICTURE_SIZES} />
            </Box>
          ))}
        </Group>
      </Box>
    </Stack>
  );
}
