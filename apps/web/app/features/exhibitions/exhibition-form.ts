import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  exhibitionInputSchema,
  PermissionLevel,
  type ArtworkDto,
  type ExhibitionDto,
} from '@vernissage/shared';
import { z } from 'zod';
import type { ContractFormValues } from '../forms/form-values';
import { fieldsOf } from '../forms/form-values';
import type { ContractForm } from '../forms/use-contract-form';

/** The editor's form: the exhibition's own fields of the contract (works and images have their own state). */
export const exhibitionFormSchema = z
  .object(
    fieldsOf(exhibitionInputSchema, [
      'title',
      'titleEn',
      'subtitle',
      'startDate',
      'endDate',
      'openingReception',
      'venue',
      'curator',
      'pressText',
      'pressTextEn',
      'published',
      'accessLevel',
    ]),
  )
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    message: 'must not be before the start date',
    path: ['endDate'],
  });
export type ExhibitionForm = ContractForm<typeof exhibitionFormSchema>;
export type ExhibitionValues = ContractFormValues<typeof exhibitionFormSchema>;

/** A new exhibition: opening today for four weeks, at a venue, a draft. */
export function emptyExhibitionValues(now = new Date()): ExhibitionValues {
  return {
    title: '',
    titleEn: '',
    subtitle: '',
    startDate: calendarDayIn(EXHIBITION_TIME_ZONE, now),
    endDate: calendarDayIn(EXHIBITION_TIME_ZONE, new Date(now.getTime() + 27 * 86_400_000)),
    openingReception: '',
    venue: { type: 'physical', name: '', address: '', url: '' },
    curator: '',
    pressText: '',
    pressTextEn: '',
    published: false,
    accessLevel: PermissionLevel.write,
  };
}

const orEmpty = (value: string | null | undefined) => value ?? '';

/** The form of an existing exhibition. */
export function exhibitionValuesFrom(exhibition: ExhibitionDto): ExhibitionValues {
  return {
    title: exhibition.title,
    titleEn: orEmpty(exhibition.titleEn),
    subtitle: orEmpty(exhibition.subtitle),
    startDate: exhibition.startDate,
    endDate: exhibition.endDate,
    openingReception: orEmpty(exhibition.openingReception),
    venue: {
      type: exhibition.venue.type,
      name: orEmpty(exhibition.venue.name),
      address: orEmpty(exhibition.venue.address),
      url: orEmpty(exhibition.venue.url),
    },
    curator: orEmpty(exhibition.curator),
    pressText: orEmpty(exhibition.pressText),
    pressTextEn: orEmpty(exhibition.pressTextEn),
    published: exhibition.published,
    accessLevel:
      exhibitionInputSchema.shape.accessLevel.safeParse(exhibition.accessLevel).data ?? PermissionLevel.write,
  };
}

/** A work in the editor, in order, with the exhibition's caption for it. */
export interface EditorWork {
  aid: string;
  caption: string;
  artwork: ArtworkDto;
}

/** An installation view in the editor: kept (`id`) or chosen and not uploaded yet (`file`). */
export type EditorView =
  { key: string; id: string; caption: string; src: string } | { key: string; file: File; caption: string; src: string };

/** The cover in the editor: the kept one, a new file, or none. */
export type EditorCover = { kind: 'kept'; src: string } | { kind: 'new'; file: File; src: string } | { kind: 'none' };

/**
 * What a save sends besides the form's fields: the works in order, and the changes that turn the
 * exhibition's views (`before`) into the editor's — removed, reordered, recaptioned — with the
 * captions of the new ones, and whether the cover goes.
 */
export function imageAndWorkChanges(
  before: ExhibitionDto | null,
  works: readonly EditorWork[],
  views: readonly EditorView[],
  cover: EditorCover,
) {
  const kept = views.filter((view): view is Extract<EditorView, { id: string }> => 'id' in view);
  const added = views.filter((view): view is Extract<EditorView, { file: File }> => 'file' in view);
  const keptIds = kept.map((view) => view.id);
  const previous = before?.images ?? [];
  const removed = previous.filter((image) => !keptIds.includes(image.id)).map((image) => image.id);
  const previousOrder = previous.map((image) => image.id).filter((id) => keptIds.includes(id));
  const reordered = keptIds.some((id, index) => previousOrder[index] !== id);
  const recaptioned = kept.filter(
    (view) => (previous.find((image) => image.id === view.id)?.caption ?? '') !== view.caption.trim(),
  );
  return {
    works: works.map((work) => ({ aid: work.aid, caption: work.caption.trim() || null })),
    ...(removed.length > 0 && { removeImageIds: removed }),
    ...(reordered && { imageOrder: keptIds }),
    ...(recaptioned.length > 0 && {
      imageCaptions: recaptioned.map((view) => ({ id: view.id, caption: view.caption.trim() || null })),
    }),
    ...(added.length > 0 && { newImageCaptions: added.map((view) => view.caption.trim() || null) }),
    ...(before?.cover && cover.kind === 'none' && { removeCover: true }),
    files: { cover: cover.kind === 'new' ? cover.file : null, views: added.map((view) => view.file) },
  };
}
