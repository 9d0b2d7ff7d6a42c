import { z } from 'zod';
import { LOCALES } from '../domain.js';
import { text } from '../input.js';
import { TITLE_MAX } from './artwork.schemas.js';

/** Limits both sides check (ADR 033). */
export const BLOG_BODY_MAX = 100_000;
export const BLOG_EXCERPT_MAX = 1000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;
/** Within the router's longest path parameter (100), so every post's page can be reached. */
export const BLOG_TEXTID_MAX = 100;
/**
 * A post's address: lower-case ASCII letters and digits with inner hyphens (`spring-fair-2026`),
 * the same in every language and never percent-encoded.
 */
export const BLOG_TEXTID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * A cover picture's address: https, or a path of the platform's own file store (`/files/…`);
 * never `javascript:` or `data:`.
 */
export function coverUrl() {
  return text()
    .trim()
    .max(2000)
    .refine(
      (value) => (value.startsWith('/files/') && !value.startsWith('//')) || /^https:\/\/[^\s"'<>]+$/.test(value),
      'must be an https:// address or a /files/ path',
    );
}

const optionalText = (max: number) => text().trim().max(max).nullable().optional();

const blogFields = z.strictObject({
  textid: text().trim().min(1).max(BLOG_TEXTID_MAX).regex(BLOG_TEXTID_PATTERN, 'must be lower-case words and hyphens'),
  title: optionalText(TITLE_MAX),
  titleEn: optionalText(TITLE_MAX),
  excerpt: optionalText(BLOG_EXCERPT_MAX),
  excerptEn: optionalText(BLOG_EXCERPT_MAX),
  /** Markdown (the press texts' small Markdown, ADR 016), answered also as safe HTML. */
  body: optionalText(BLOG_BODY_MAX),
  bodyEn: optionalText(BLOG_BODY_MAX),
  cover: coverUrl().nullable().optional(),
  tags: z
    .array(text().trim().min(1).max(BLOG_TAG_MAX))
    .max(BLOG_TAGS_MAX)
    .refine((tags) => new Set(tags).size === tags.length, 'names a tag twice')
    .optional(),
  /** Shown as the post's author; the admin's account is recorded apart. */
  authorName: text().trim().min(1).max(TITLE_MAX),
  published: z.boolean().optional(),
  /** When it was (or is to be shown as) published; set to now on first publishing when left out. */
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

const hasTitle = (input: { title?: string | null | undefined; titleEn?: string | null | undefined }) =>
  Boolean(input.title || input.titleEn);

/** POST `/blog/post` (platform admins): a title in at least one language. */
export const blogPostInputSchema = blogFields.refine(hasTitle, {
  message: 'needs a title in Korean or English',
  path: ['title'],
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** PUT `/blog/post/{id}`: any of the fields; those left out stay as they are. */
export const blogPostUpdateSchema = blogFields.partial();
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

export const blogPostSchema = z
  .object({
    id: z.string(),
    textid: z.string(),
    title: z.string().nullable(),
    titleEn: z.string().nullable(),
    excerpt: z.string().nullable(),
    excerptEn: z.string().nullable(),
    body: z.string().nullable(),
    bodyEn: z.string().nullable(),
    /** The bodies as safe HTML: only the renderer's own tags, never the author's markup. */
    bodyHtml: z.string().nullable(),
    bodyHtmlEn: z.string().nullable(),
    cover: z.string().nullable(),
    tags: z.array(z.string()),
    authorName: z.string(),
    published: z.boolean(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPostDto = z.infer<typeof blogPostSchema>;

/** A post in a list: without its bodies. */
export const blogPostSummarySchema = blogPostSchema
  .omit({ body: true, bodyEn: true, bodyHtml: true, bodyHtmlEn: true })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummaryDto = z.infer<typeof blogPostSummarySchema>;

/** The `locale` header of `/blog/listPage`: only posts with a title in that language are listed. */
export const blogLocaleHeaders = z.object({ locale: z.enum(LOCALES).optional() });
