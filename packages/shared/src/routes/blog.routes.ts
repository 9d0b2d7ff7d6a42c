import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText, text } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  blogLocaleHeaders,
  blogPostInputSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogPostUpdateSchema,
  BLOG_TEXTID_MAX,
} from './blog.schemas.js';

/**
 * SPEC.md §7 Other: the blog (ADR 033). Reading is public and shows published posts only; the
 * writing calls are platform admins' and are recorded with who and when.
 */

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['blog'];
const ADDITION = '(an addition to SPEC §7)';
const params = z.object({ id: idText() });

export const blogListRoute = defineRoute({
  method: 'GET',
  path: '/blog/list',
  summary: 'Every published post, the latest first, without bodies',
  tags,
  auth: 'public',
  access: 'public',
  responses: { 200: z.object({ posts: z.array(blogPostSummarySchema) }), ...errors },
});

export const blogPostRoute = defineRoute({
  method: 'GET',
  path: '/blog/post/{id}',
  summary: 'One published post by id, with its bodies as safe HTML',
  tags,
  auth: 'public',
  access: 'public',
  params,
  responses: { 200: blogPostSchema, ...errors },
});

export const blogPostByUrlRoute = defineRoute({
  method: 'GET',
  path: '/blog/post/url/{textid}',
  summary: 'One published post by its readable address (textid)',
  tags,
  auth: 'public',
  access: 'public',
  params: z.object({ textid: text().min(1).max(BLOG_TEXTID_MAX) }),
  responses: { 200: blogPostSchema, ...errors },
});

export const blogListPageRoute = defineRoute({
  method: 'GET',
  path: '/blog/listPage',
  summary: 'A page of published posts, the latest first; with a `locale` header only those written in that language',
  tags,
  auth: 'public',
  access: 'public',
  headers: blogLocaleHeaders,
  query: pageQuerySchema,
  responses: { 200: pageOf(blogPostSummarySchema), ...errors },
});

export const createBlogPostRoute = defineRoute({
  method: 'POST',
  path: '/blog/post',
  summary: `Write a post (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  body: blogPostInputSchema,
  responses: { 200: blogPostSchema, ...adminErrors, 409: errorBodySchema },
});

export const updateBlogPostRoute = defineRoute({
  method: 'PUT',
  path: '/blog/post/{id}',
  summary: `Change a post; fields left out stay as they are (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  body: blogPostUpdateSchema,
  responses: { 200: blogPostSchema, ...adminErrors, 409: errorBodySchema },
});

export const deleteBlogPostRoute = defineRoute({
  method: 'DELETE',
  path: '/blog/post/{id}',
  summary: `Delete a post (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  responses: { 200: z.object({ ok: z.literal(true) }), ...adminErrors },
});

export const adminBlogListRoute = defineRoute({
  method: 'GET',
  path: '/blog/admin/list',
  summary: `Every post, drafts too, the latest change first (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  query: pageQuerySchema,
  responses: { 200: pageOf(blogPostSummarySchema), ...adminErrors },
});

export const adminBlogPostRoute = defineRoute({
  method: 'GET',
  path: '/blog/admin/post/{id}',
  summary: `One post, a draft too, with its Markdown and safe HTML, for the editor (platform admins) ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'admin',
  params,
  responses: { 200: blogPostSchema, ...adminErrors },
});
