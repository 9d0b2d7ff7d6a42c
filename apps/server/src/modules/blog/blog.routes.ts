import {
  adminBlogListRoute,
  adminBlogPostRoute,
  blogListPageRoute,
  blogListRoute,
  blogPostByUrlRoute,
  blogPostRoute,
  createBlogPostRoute,
  deleteBlogPostRoute,
  updateBlogPostRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as blog from './blog.service.js';

/** SPEC.md §7 Other: the blog, with the admins' writing calls ADR 033 adds. */
export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, blogListRoute, () => blog.listPosts(ctx));
  registerRoute(app, blogListPageRoute, ({ query, headers }) => blog.listPostPage(ctx, query, headers.locale));
  registerRoute(app, blogPostRoute, ({ params }) => blog.getPost(ctx, params.id));
  registerRoute(app, blogPostByUrlRoute, ({ params }) => blog.getPostByTextid(ctx, params.textid));
  registerRoute(app, adminBlogListRoute, ({ identity, query }) => blog.listAllPosts(ctx, identity, query));
  registerRoute(app, adminBlogPostRoute, ({ identity, params }) => blog.getAnyPost(ctx, identity, params.id));
  registerRoute(app, createBlogPostRoute, ({ identity, body }) => blog.createPost(ctx, identity, body));
  registerRoute(app, updateBlogPostRoute, ({ identity, params, body }) =>
    blog.updatePost(ctx, identity, params.id, body),
  );
  registerRoute(app, deleteBlogPostRoute, ({ identity, params }) => blog.deletePost(ctx, identity, params.id));
}
