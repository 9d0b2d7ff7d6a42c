import { BLOG_TEXTID_MAX, blogPostInputSchema, type BlogPostDto } from '@vernissage/shared';
import { instantToZonedInput, zonedInputToInstant } from '../contests/contest-time';
import type { ContractFormValues } from '../forms/form-values';

/**
 * The admin's post form: every field of the contract's post. Its `publishedAt` holds a wall-clock
 * time in Seoul, as a datetime-local input shows it, and becomes the contract's instant with
 * Seoul's offset before the schema sees it (`preparePost`).
 */
export const postFormSchema = blogPostInputSchema;
export type PostFormValues = ContractFormValues<typeof postFormSchema>;

/** The zone a post's publishing time is typed in: the platform's own. */
export const POST_TIME_ZONE = 'Asia/Seoul';

/** A new post: a draft by the admin, in no language yet. */
export function emptyPostValues(authorName: string): PostFormValues {
  return {
    textid: '',
    title: '',
    titleEn: '',
    excerpt: '',
    excerptEn: '',
    body: '',
    bodyEn: '',
    cover: '',
    tags: [],
    authorName,
    published: false,
    publishedAt: '',
  };
}

const orEmpty = (value: string | null) => value ?? '';

/** The form of a saved post, its publishing time read in Seoul. */
export function postValuesFrom(post: BlogPostDto): PostFormValues {
  return {
    textid: post.textid,
    title: orEmpty(post.title),
    titleEn: orEmpty(post.titleEn),
    excerpt: orEmpty(post.excerpt),
    excerptEn: orEmpty(post.excerptEn),
    body: orEmpty(post.body),
    bodyEn: orEmpty(post.bodyEn),
    cover: orEmpty(post.cover),
    tags: post.tags,
    authorName: post.authorName,
    published: post.published,
    publishedAt: post.publishedAt ? instantToZonedInput(post.publishedAt, POST_TIME_ZONE) : '',
  };
}

/** The values as the contract takes them: the publishing time as an instant (left as typed when it is not a time). */
export function preparePost(values: PostFormValues): PostFormValues {
  if (values.publishedAt.trim() === '') return values;
  return { ...values, publishedAt: zonedInputToInstant(values.publishedAt, POST_TIME_ZONE) ?? values.publishedAt };
}

/**
 * A readable address from a title (`Spring Fair 2026!` → `spring-fair-2026`): Latin letters
 * without their accents and digits, the rest turned into single hyphens. Empty when the title has
 * none of them (a Korean title): the admin then writes the address.
 */
export function suggestTextid(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BLOG_TEXTID_MAX)
    .replace(/^-+|-+$/g, '');
}

/** The languages a post is written in: those it has a title in (as the blog decides, ADR 033). */
export function postLanguages(post: Pick<BlogPostDto, 'title' | 'titleEn'>): ('ko' | 'en')[] {
  return [...(post.title ? (['ko'] as const) : []), ...(post.titleEn ? (['en'] as const) : [])];
}

/** The public page of a post in a language. */
export function blogPostPath(textid: string, language: 'ko' | 'en'): string {
  return `/blog/${textid}${language === 'en' ? '?lang=en' : ''}`;
}
