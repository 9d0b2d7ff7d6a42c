import type { BlogPostDto, BlogPostSummaryDto } from '@vernissage/shared';
import { renderPressMarkdown } from '../exhibition/press-markdown.js';
import type { BlogPostRow } from './blog.repository.js';

/** A post in a list: without its bodies. */
export function presentPostSummary(post: BlogPostRow): BlogPostSummaryDto {
  return {
    id: post.id,
    textid: post.textid,
    title: post.title,
    titleEn: post.titleEn,
    excerpt: post.excerpt,
    excerptEn: post.excerptEn,
    cover: post.cover,
    tags: post.tags,
    authorName: post.authorName,
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** A post with its bodies, as Markdown and as safe HTML (the renderer escapes every character first). */
export function presentPost(post: BlogPostRow): BlogPostDto {
  return {
    ...presentPostSummary(post),
    body: post.body,
    bodyEn: post.bodyEn,
    bodyHtml: renderPressMarkdown(post.body),
    bodyHtmlEn: renderPressMarkdown(post.bodyEn),
  };
}
