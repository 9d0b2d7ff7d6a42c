import { numberFormat, type ArtworkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { artistNameOf, useTextIn } from '../i18n-content/text-in';

/** One labelled line of a work's details. */
export interface ArtworkFact {
  key: 'artist' | 'date' | 'series' | 'medium' | 'dimensions' | 'edition' | 'tags';
  label: string;
  value: string;
}

/** `90 × 60 × 3 cm`: the measured sides that are set, in the given unit; null when none are. */
export function dimensionsText(dimensions: ArtworkDto['dimensions'], formatNumber: (value: number) => string) {
  const sides = [dimensions.height, dimensions.width, dimensions.depth].filter((side): side is number => side !== null);
  if (sides.length === 0) return null;
  return `${sides.map(formatNumber).join(' × ')} ${dimensions.unit}`;
}

/**
 * The details of a work that are set, labelled and written out in the interface language
 * (medium type names, dimensions with unit and frame, edition size and proofs).
 */
export function useArtworkFacts(artwork: ArtworkDto): ArtworkFact[] {
  const { t, i18n } = useTranslation('artwork');
  const numbers = numberFormat(toLocale(i18n.resolvedLanguage), { maximumFractionDigits: 1 });
  const textIn = useTextIn();
  const facts: ArtworkFact[] = [];
  const add = (key: ArtworkFact['key'], value: string | null | undefined) => {
    if (value) facts.push({ key, label: t(`fields.${key}`), value });
  };
  add('artist', textIn(artistNameOf(artwork)));
  add('date', artwork.dateText ?? (artwork.year === null ? null : String(artwork.year)));
  add('series', artwork.series);
  const mediumType = artwork.medium.type ? t(`mediumTypes.${artwork.medium.type}` as 'mediumTypes.other') : null;
  add('medium', [mediumType, artwork.medium.text].filter(Boolean).join(' · '));
  const measured = dimensionsText(artwork.dimensions, (value) => numbers.format(value));
  const dimensions = [measured, artwork.dimensions.text, artwork.dimensions.framed ? t('framed') : null];
  add('dimensions', dimensions.filter(Boolean).join(' · '));
  if (artwork.edition.type === 'edition' && artwork.edition.size) {
    add(
      'edition',
      artwork.edition.artistProofs
        ? t('editionOfWithProofs', { size: artwork.edition.size, proofs: artwork.edition.artistProofs })
        : t('editionOf', { size: artwork.edition.size }),
    );
  } else {
    add('edition', t('unique'));
  }
  add('tags', artwork.tags.join(', '));
  return facts;
}
