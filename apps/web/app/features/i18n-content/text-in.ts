import { otherTextThan, textIn, type Locale, type TwoLanguages } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';

/**
 * Content kept in two languages (titles, names, descriptions) in the interface language, with
 * the other language where hers is missing — the one rule of `textIn` (issue 18, ADR 038).
 */
export function useTextIn(): (text: TwoLanguages) => string {
  const locale = useContentLocale();
  return (text) => textIn(locale, text);
}

/** The text in the other language where it says something else (a subtitle under a title), else null. */
export function useOtherText(): (text: TwoLanguages) => string | null {
  const locale = useContentLocale();
  return (text) => otherTextThan(locale, text);
}

/** The reader's language for content: the interface language. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage);
}

/** An artwork's title in both languages. */
export const titleOf = (work: { title: string; titleEn?: string | null }): TwoLanguages => ({
  ko: work.title,
  en: work.titleEn,
});

/** The name of an artwork's artist in both languages (none when the work has no artist). */
export const artistNameOf = (work: { artistName: string | null; artistNameEn?: string | null }): TwoLanguages => ({
  ko: work.artistName,
  en: work.artistNameEn,
});

/**
 * A name kept as SPEC.md spells it, `name` and `nameen`: a user's, a workspace's, a member's (the
 * dashboard greets a person so).
 */
export const twoNamesOf = (named: { name: string; nameen?: string | null }): TwoLanguages => ({
  ko: named.name,
  en: named.nameen,
});

/** A name kept in two languages: an artist's, an exhibition's, a fair's. */
export const nameOf = (named: { name: string; nameEn?: string | null }): TwoLanguages => ({
  ko: named.name,
  en: named.nameEn,
});

/** An artist's biography in both languages. */
export const biographyOf = (artist: { biography: string | null; biographyEn: string | null }): TwoLanguages => ({
  ko: artist.biography,
  en: artist.biographyEn,
});

/** A description in both languages. */
export const descriptionOf = (work: { description?: string | null; descriptionEn?: string | null }): TwoLanguages => ({
  ko: work.description,
  en: work.descriptionEn,
});
