import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SignedIn } from '../features/session/SignedIn';
import { signedInPage } from '../features/session/signed-in.server';
import type { Route } from './+types/signed-in-layout';

/**
 * The one guard of the signed-in pages: visitors go to /login (and come back afterwards), an
 * unfinished sign-up to its form. The person and their active workspace are read once per
 * request, shared with the pages' own loaders (which read their data for that workspace).
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await signedInPage(args);
  if (signedIn instanceof Response) return signedIn;
  return null;
}

/** Asked again on every navigation, like the app layout: the session may have ended meanwhile. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href || defaultShouldRevalidate;
}

/** Layout of the signed-in pages: they render with their person (`useSignedInUser`). */
export default function SignedInLayout() {
  return (
    <SignedIn>
      <Outlet />
    </SignedIn>
  );
}
