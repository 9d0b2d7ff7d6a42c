import '@mantine/notifications/styles.css';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppProviders } from '../features/app-shell/AppProviders';
import { AppShellLayout } from '../features/app-shell/AppShellLayout';
import { incompleteSignupRedirect } from '../features/session/session-routing';
import { WORKSPACE_COOKIE } from '../features/workspace/active-workspace';
import { readCookie } from '../i18n/resolve-locale';
import type { Route } from './+types/app-layout';

/**
 * The signed-in user the server resolved from the session cookie (so pages render signed in
 * from the first byte) and the remembered workspace id. An account that has not completed its
 * sign-up is sent to the sign-up form from every page but that form.
 */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const incomplete = incompleteSignupRedirect(context.user, url);
  if (incomplete) return incomplete;
  return { user: context.user, rememberedGid: readCookie(request.headers.get('cookie'), WORKSPACE_COOKIE) };
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
    <AppProviders user={loaderData.user} rememberedGid={loaderData.rememberedGid}>
      <AppShellLayout>
        <Outlet />
      </AppShellLayout>
    </AppProviders>
  );
}
