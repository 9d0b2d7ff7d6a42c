import type { Locale } from '@vernissage/shared';
import { imageUrls } from '../artwork/artwork.presenter.js';
import type { SitePicture } from '../website/pages/site-pages.js';
import { settingsOf, sitePath, slugOf } from '../website/website.presenter.js';
import type { SiteExhibitionRow } from './home.repository.js';

/** An exhibition open now, as the front door lists it: where its own site shows it. */
export interface SiteExhibitionCard {
  exhibitionid: string;
  title: string;
  titleEn: string | null;
  galleryName: string;
  galleryNameEn: string | null;
  venueName: string | null;
  startDate: string;
  endDate: string;
  /** Its page on its owner's live site (`/web/<name>/exhibitions/<slug>`). */
  path: string;
  /** The language the site's plain addresses are in (the other takes `?lang=`). */
  siteLanguage: Locale;
  cover: SitePicture | null;
}

export function presentSiteExhibitionCard(row: SiteExhibitionRow): SiteExhibitionCard {
  const { exhibition, cover } = row;
  return {
    exhibitionid: exhibition.id,
    title: exhibition.title,
    titleEn: exhibition.titleEn,
    galleryName: row.gallery.name,
    galleryNameEn: row.gallery.nameEn,
    venueName: exhibition.venue.name ?? null,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate,
    // The same slug and path the site's own pages answer (ADR 025).
    path: `${sitePath(row.site.name)}/exhibitions/${slugOf(exhibition.titleEn || exhibition.title, exhibition.id)}`,
    siteLanguage: settingsOf(row.site).defaultLanguage,
    cover: cover
      ? {
          width: cover.width,
          height: cover.height,
          placeholder: cover.placeholder,
          urls: imageUrls(cover.keyPrefix, null),
        }
      : null,
  };
}
