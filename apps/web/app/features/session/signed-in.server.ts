import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { UserDto, WorkspaceDto } from '@vernissage/shared';
import { redirect, type AppLoadContext } from 'react-router';
import { readCookie } from '../../i18n/resolve-locale';
import { createServerQueryClient } from '../api/prefetch.server';
import { chooseActiveWorkspace, WORKSPACE_COOKIE } from '../workspace/active-workspace';
import { workspacesQuery } from '../workspace/queries';
import { incompleteSignupRedirect, loginPathFor, privatePageRedirect } from './session-routing';

/** The signed-in person of a page request, their workspaces and the one they work in. */
export interface SignedInScope {
  user: UserDto;
  workspaces: WorkspaceDto[];
  /** The remembered workspace (`vernissage.gid`) when the person still belongs to it, else their first. */
  workspace: WorkspaceDto | null;
  /** The workspaces query, for the browser's cache. */
  dehydratedState: DehydratedState;
}

// One answer per page request (its load context), however many of its loaders ask.
const scopes = new WeakMap<AppLoadContext, Promise<SignedInScope | null>>();

/**
 * The signed-in person of this page request with their workspaces and the active one (ADR 012),
 * or null for a visitor or an unfinished sign-up. Read once per request: the layouts' and the
 * page's loaders run side by side and share the answer.
 */
export function signedInScope(context: AppLoadContext, request: Request): Promise<SignedInScope | null> {
  let scope = scopes.get(context);
  if (!scope) {
    scope = readScope(context, request);
    scopes.set(context, scope);
  }
  return scope;
}

async function readScope({ user, api }: AppLoadContext, request: Request): Promise<SignedInScope | null> {
  if (!user?.signupComplete) return null;
  const queryClient = createServerQueryClient();
  // A failure leaves the list to the browser, which shows it and offers a retry.
  const workspaces = await queryClient.fetchQuery(workspacesQuery(api)).catch(() => []);
  const remembered = readCookie(request.headers.get('cookie'), WORKSPACE_COOKIE);
  return {
    user,
    workspaces,
    workspace: chooseActiveWorkspace(workspaces, remembered),
    dehydratedState: dehydrate(queryClient),
  };
}

/**
 * The guard of every signed-in page, for the signed-in layout and the loaders of its pages: the
 * person and their active workspace, or where to go instead — /login (and back afterwards) for a
 * visitor, the sign-up form for an account that has not finished it.
 */
export async function signedInPage({
  context,
  request,
  url,
}: {
  context: AppLoadContext;
  request: Request;
  url: URL;
}): Promise<SignedInScope | Response> {
  const elsewhere = privatePageRedirect(context.user, url) ?? incompleteSignupRedirect(context.user, url);
  if (elsewhere) return elsewhere;
  // Never null here (a finished sign-up is signed in); the type cannot know.
  return (await signedInScope(context, request)) ?? redirect(loginPathFor(url));
}
