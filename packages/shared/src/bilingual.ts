import type { Locale } from './domain.js';

/**
 * The one rule for content kept in two languages (issue 18, ADR 038): titles, series, artist,
 * gallery and folder names, descriptions, exhibition and room texts. The data keeps the Korean (or
 * only) text in the main field and the English one beside it (`title` / `titleEn`, `name` /
 * `nameEn`). A reader gets her language and, where it is missing, the other one; a blank text
 * counts as missing. The reader's language is the interface language when signed in, the page's
 * locale on public pages, the recipient's for mail.
 */
export interface TwoLanguages {
  /** The main field: Korean, or the only language the text was written in. */
  ko: string | null | undefined;
  en: string | null | undefined;
}

const present = (text: string | null | undefined): string | null => (text && text.trim() !== '' ? text : null);

/** The text in the reader's language, else in the other one; '' when there is none. */
export function textIn(locale: Locale, text: TwoLanguages): string {
  const ko = present(text.ko);
  const en = present(text.en);
  return (locale === 'en' ? (en ?? ko) : (ko ?? en)) ?? '';
}

/**
 * The text in the other language when it says something else: for captions and declarations that
 * show both (a price list's "달항아리 (Moon Jar)", JSON-LD alternates). Null when there is none.
 */
export function otherTextThan(locale: Locale, text: TwoLanguages): string | null {
  const shown = textIn(locale, text);
  const other = textIn(locale === 'en' ? 'ko' : 'en', text);
  return other !== '' && other !== shown ? other : null;
}

/**
 * A work's or a person's name as a public page declares it to search engines (schema.org JSON-LD):
 * `name` in the page's language (else the other one), and `alternateName` in the other language
 * when it says something else. The page in the other language (`hreflang`) declares the same pair
 * the other way round.
 */
export function schemaNames(locale: Locale, text: TwoLanguages): { name: string; alternateName?: string } {
  const other = otherTextThan(locale, text);
  return { name: textIn(locale, text), ...(other && { alternateName: other }) };
}
