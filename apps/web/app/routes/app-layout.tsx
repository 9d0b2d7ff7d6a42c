import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppProviders } from '../features/app-shell/AppProviders';
import { AppShellLayout } from '../features/app-shell/AppShellLayout';
import { signedInScope } from '../features/session/signed-in.server';
import { incompleteSignupRedirect } from '../features/session/session-routing';
import { HydrateLater } from '../lib/hydrate-later';
import type { Route } from './+types/app-layout';

/**
 * The signed-in user the server resolved from the session cookie (so pages render signed in
 * from the first byte), their workspaces and the active one (for the header's switcher). An
 * account that has not completed its sign-up is sent to the sign-up form from every page but
 * that form.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const incomplete = incompleteSignupRedirect(context.user, url);
  if (incomplete) return incomplete;
  const signedIn = await signedInScope(context, request);
  return {
    user: context.user,
    activeGid: signedIn?.workspace?.gid ?? null,
    dehydratedState: signedIn?.dehydratedState ?? null,
  };
}

/**
 * Asked again on every navigation: the session may have ended or changed since (another tab, a
 * revoked session), and the answer costs the server nothing it does not already do.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href || defaultShouldRevalidate;
}

/** Layout of every page except /showcase and /web: providers, header, menu. */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    // Another person starts with providers (and a query cache) of their own.
    <AppProviders key={loaderData.user?.uid ?? 'anonymous'} user={loaderData.user} activeGid={loaderData.activeGid}>
      <AppShellLayout>
        {/* The page hydrates after the frame around it, in tasks of its own (ADR 070). */}
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </AppShellLayout>
    </AppProviders>
  );
}
