import {
  answerPage,
  ErrorCode,
  pageWindow,
  type BlogPostDto,
  type BlogPostInput,
  type BlogPostSummaryDto,
  type BlogPostUpdate,
  type Locale,
  type PageQuery,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { recordContentChange } from '../../platform/content-changes.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField, isUniqueViolation } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { requireAdmin } from '../user/user.service.js';
import { blogPageTags } from './pages/blog-cache.js';
import { presentPost, presentPostSummary } from './blog.presenter.js';
import * as repo from './blog.repository.js';
import type { BlogPostRow, BlogPostValues } from './blog.repository.js';

function noSuchPost(): AppError {
  return new AppError(ErrorCode.notFound, 'No such post.');
}

function textidTaken(): AppError {
  return new AppError(ErrorCode.conflict, 'Another post has this address (textid).');
}

/** The published post, or a 404: a draft is no one's to read through the public calls. */
function publishedOnly(post: BlogPostRow | undefined): BlogPostRow {
  if (!post?.published) throw noSuchPost();
  return post;
}

/** GET `/blog/list`: every published post, the latest first. */
export async function listPosts(ctx: AppContext): Promise<{ posts: BlogPostSummaryDto[] }> {
  return { posts: (await repo.publishedPosts(ctx.db)).map(presentPostSummary) };
}

/** GET `/blog/listPage`: a page of published posts, those written in `locale` when it is given. */
export async function listPostPage(ctx: AppContext, query: PageQuery, locale: Locale | undefined) {
  const { rows, total } = await repo.pageOfPosts(ctx.db, { locale, ...pageWindow(query) });
  return answerPage(query, rows.map(presentPostSummary), total);
}

/** GET `/blog/admin/list` (platform admins): every post, drafts too. */
export async function listAllPosts(ctx: AppContext, identity: Identity, query: PageQuery) {
  requireAdmin(identity);
  const { rows, total } = await repo.pageOfPosts(ctx.db, { withDrafts: true, ...pageWindow(query) });
  return answerPage(query, rows.map(presentPostSummary), total);
}

/** GET `/blog/admin/post/{id}` (platform admins): a draft too, for the editor. */
export async function getAnyPost(ctx: AppContext, identity: Identity, id: string): Promise<BlogPostDto> {
  requireAdmin(identity);
  const post = await repo.findPost(ctx.db, id);
  if (!post) throw noSuchPost();
  return presentPost(post);
}

/** GET `/blog/post/{id}`. */
export async function getPost(ctx: AppContext, id: string): Promise<BlogPostDto> {
  return presentPost(publishedOnly(await repo.findPost(ctx.db, id)));
}

/** GET `/blog/post/url/{textid}`. */
export async function getPostByTextid(ctx: AppContext, textid: string): Promise<BlogPostDto> {
  return presentPost(publishedOnly(await repo.findPostByTextid(ctx.db, textid)));
}

/** The published post a public page shows, or null. */
export async function publishedPostByTextid(ctx: AppContext, textid: string): Promise<BlogPostRow | null> {
  const post = await repo.findPostByTextid(ctx.db, textid);
  return post?.published ? post : null;
}

/** Every published post, for the public pages. */
export function publishedPosts(ctx: AppContext): Promise<BlogPostRow[]> {
  return repo.publishedPosts(ctx.db);
}

/** The stored form of the fields given; those left out are left out. */
function valuesOf(input: BlogPostUpdate): Partial<BlogPostValues> {
  const values: Partial<BlogPostValues> = {};
  if (input.textid !== undefined) values.textid = input.textid;
  if (input.title !== undefined) values.title = input.title || null;
  if (input.titleEn !== undefined) values.titleEn = input.titleEn || null;
  if (input.excerpt !== undefined) values.excerpt = input.excerpt || null;
  if (input.excerptEn !== undefined) values.excerptEn = input.excerptEn || null;
  if (input.body !== undefined) values.body = input.body || null;
  if (input.bodyEn !== undefined) values.bodyEn = input.bodyEn || null;
  if (input.cover !== undefined) values.cover = input.cover || null;
  if (input.tags !== undefined) values.tags = input.tags;
  if (input.authorName !== undefined) values.authorName = input.authorName;
  if (input.published !== undefined) values.published = input.published;
  if (input.publishedAt !== undefined) values.publishedAt = input.publishedAt ? new Date(input.publishedAt) : null;
  return values;
}

/** A post once published keeps the instant it first was, unless an admin sets another. */
function withPublishedAt(values: Partial<BlogPostValues>, before: BlogPostRow | undefined, now: Date) {
  const published = values.published ?? before?.published ?? false;
  const publishedAt = values.publishedAt !== undefined ? values.publishedAt : (before?.publishedAt ?? null);
  return published && !publishedAt ? { ...values, publishedAt: now } : values;
}

/** Runs a write, answering 409 when the post's address is another's. */
async function guardTextid<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw textidTaken();
    throw error;
  }
}

/** POST `/blog/post` (platform admins): recorded with who and when; the blog's pages change at once. */
export async function createPost(ctx: AppContext, identity: Identity, input: BlogPostInput): Promise<BlogPostDto> {
  requireAdmin(identity);
  const values = withPublishedAt(valuesOf(input), undefined, new Date());
  const post = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertPost(tx, {
      ...values,
      id: newId(),
      textid: input.textid,
      authorName: input.authorName,
      tags: input.tags ?? [],
      createdBy: identity.userId,
      updatedBy: identity.userId,
    });
    if (!inserted) throw textidTaken();
    await recordContentChange(tx, {
      subject: 'blog_post',
      subjectId: inserted.id,
      subjectLabel: inserted.title,
      subjectLabelEn: inserted.titleEn,
      action: 'create',
      actorId: identity.userId,
    });
    return inserted;
  });
  await ctx.pages.invalidate(blogPageTags.all);
  return presentPost(post);
}

/** PUT `/blog/post/{id}` (platform admins). */
export async function updatePost(
  ctx: AppContext,
  identity: Identity,
  id: string,
  input: BlogPostUpdate,
): Promise<BlogPostDto> {
  requireAdmin(identity);
  const post = await guardTextid(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.findPost(tx, id);
      if (!before) throw noSuchPost();
      const values = withPublishedAt(valuesOf(input), before, new Date());
      const title = values.title !== undefined ? values.title : before.title;
      const titleEn = values.titleEn !== undefined ? values.titleEn : before.titleEn;
      if (!title && !titleEn) throw invalidField('body.title', 'needs a title in Korean or English');
      const updated = await repo.updatePost(tx, id, { ...values, updatedBy: identity.userId });
      if (!updated) throw noSuchPost();
      await recordContentChange(tx, {
        subject: 'blog_post',
        subjectId: id,
        subjectLabel: updated.title,
        subjectLabelEn: updated.titleEn,
        action: 'update',
        actorId: identity.userId,
      });
      return updated;
    }),
  );
  await ctx.pages.invalidate(blogPageTags.all);
  return presentPost(post);
}

/** DELETE `/blog/post/{id}` (platform admins); the record of who deleted it stays. */
export async function deletePost(ctx: AppContext, identity: Identity, id: string): Promise<{ ok: true }> {
  requireAdmin(identity);
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deletePost(tx, id);
    if (!deleted) throw noSuchPost();
    await recordContentChange(tx, {
      subject: 'blog_post',
      subjectId: id,
      subjectLabel: deleted.title,
      subjectLabelEn: deleted.titleEn,
      action: 'delete',
      actorId: identity.userId,
    });
  });
  await ctx.pages.invalidate(blogPageTags.all);
  return { ok: true };
}
