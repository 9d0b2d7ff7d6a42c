import {
  exhibitionStatusOn,
  type ArtworkDto,
  type ExhibitionDto,
  type ExhibitionGrantDto,
  type ExhibitionSummaryDto,
} from '@vernissage/shared';
import { imageUrls } from '../artwork/artwork.presenter.js';
import type { ExhibitionImageRow, ExhibitionRow } from './exhibition.repository.js';
import { renderPressMarkdown } from './press-markdown.js';

/** A cover or installation view: derivatives only (originals stay in the workspace's storage). */
function presentPicture(image: ExhibitionImageRow) {
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    urls: imageUrls(image.keyPrefix, null),
  };
}

/** What a list row and a full exhibition have in common. */
export interface ExhibitionView {
  exhibition: ExhibitionRow;
  galleryName: string;
  cover: ExhibitionImageRow | null;
  /** The caller's effective access. */
  access: number;
  /** Another workspace owns it and shared it with the caller's. */
  shared: boolean;
  workCount: number;
  today: string;
}

export function presentSummary(view: ExhibitionView): ExhibitionSummaryDto {
  const { exhibition } = view;
  return {
    exhibitionid: exhibition.id,
    gid: exhibition.galleryId,
    galleryName: view.galleryName,
    title: exhibition.title,
    titleEn: exhibition.titleEn,
    subtitle: exhibition.subtitle,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate,
    status: exhibitionStatusOn(exhibition, view.today),
    venue: {
      type: exhibition.venue.type,
      name: exhibition.venue.name,
      address: exhibition.venue.address,
      url: exhibition.venue.url,
    },
    cover: view.cover ? presentPicture(view.cover) : null,
    published: exhibition.published,
    accessLevel: exhibition.accessLevel,
    access: view.access,
    shared: view.shared,
    workCount: view.workCount,
    updatedAt: exhibition.updatedAt.toISOString(),
  };
}

/**
 * An exhibition with its works as the caller may see them (the works come presented: members of
 * the owning workspace see them fully, others as outsiders), its installation views and, for the
 * owning workspace only, the workspaces it is shared with. The press text is answered as its
 * Markdown (to edit) and as safe HTML (to show).
 */
export function presentExhibition(
  view: Omit<ExhibitionView, 'workCount'> & {
    views: ExhibitionImageRow[];
    works: { idx: number; caption: string | null; artwork: ArtworkDto }[];
    grants: ExhibitionGrantDto[];
  },
): ExhibitionDto {
  const { exhibition } = view;
  return {
    ...presentSummary({ ...view, workCount: view.works.length }),
    openingReception: exhibition.openingReception,
    curator: exhibition.curator,
    pressText: exhibition.pressText,
    pressTextEn: exhibition.pressTextEn,
    pressHtml: renderPressMarkdown(exhibition.pressText),
    pressHtmlEn: renderPressMarkdown(exhibition.pressTextEn),
    images: view.views.map((image) => ({ ...presentPicture(image), idx: image.idx, caption: image.caption })),
    works: view.works.map((work, idx) => ({
      aid: work.artwork.aid,
      idx,
      caption: work.caption,
      artwork: work.artwork,
    })),
    grants: view.grants,
    createdAt: exhibition.createdAt.toISOString(),
  };
}
