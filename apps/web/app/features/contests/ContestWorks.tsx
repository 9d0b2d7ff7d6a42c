import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ContestWorkDto, numberFormat, textIn } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { dimensionsText } from '../artwork/artwork-facts';
import { contestTitleIn } from './contest-states';
import { artistNameOf, descriptionOf } from '../i18n-content/text-in';

/** The works of an entry as the jury and the entrant see them: picture, title, artist, date, medium and size. */
export function ContestWorks({
  works,
  compact = false,
  priority = false,
}: {
  works: ContestWorkDto[];
  compact?: boolean;
  /** The works are on the first screen: their first pictures load at once (the page's largest paint). */
  priority?: boolean;
}) {
  const { t } = useTranslation('contests');
  if (works.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('works.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={compact ? { base: 4, sm: 6, md: 8 } : { base: 2, sm: 3, md: 4 }} spacing="sm">
      {works.map((work, index) => (
        <ContestWorkTile key={work.aid} work={work} compact={compact} priority={priority && index < 2} />
      ))}
    </SimpleGrid>
  );
}

function ContestWorkTile({ work, compact, priority }: { work: ContestWorkDto; compact: boolean; priority: boolean }) {
  const { t, i18n } = useTranslation('contests');
  const image = primaryImageOf(work.images);
  const language = toLocale(i18n.resolvedLanguage);
  const title = contestTitleIn(work, language);
  const numbers = numberFormat(language, { maximumFractionDigits: 1 });
  const facts = [
    work.dateText ?? (work.year ? String(work.year) : null),
    work.medium?.text,
    work.dimensions && (work.dimensions.text ?? dimensionsText(work.dimensions, (value) => numbers.format(value))),
  ].filter(Boolean);
  const description = textIn(language, descriptionOf(work));
  const artist = textIn(language, artistNameOf(work));
  return (
    <Stack gap={4} data-testid="contest-work" data-aid={work.aid}>
      {image && !compact ? (
        // The jury looks closely: the picture opens at its largest size.
        <Anchor
          href={image.urls.large}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('works.open', { title })}
        >
          <ArtworkImage image={image} alt={title} size="medium" ratio={4 / 5} priority={priority} />
        </Anchor>
      ) : (
        <ArtworkImage image={image} alt={title} size={compact ? 'thumbnail' : 'medium'} ratio={4 / 5} />
      )}
      <Text size="sm" fw={600} lineClamp={2} data-testid="contest-work-title">
        {title}
      </Text>
      {!compact && (
        <>
          {artist && (
            <Text size="xs" c="gray.7">
              {artist}
            </Text>
          )}
          {facts.length > 0 && (
            <Text size="xs" c="gray.7">
              {facts.join(' · ')}
            </Text>
          )}
          {description && (
            <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {description}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
