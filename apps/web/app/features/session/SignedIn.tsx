import { Center, Loader } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useSession, type SessionUser } from './SessionProvider';

const SignedInContext = createContext<SessionUser | null>(null);

/**
 * Renders the signed-in pages (the signed-in layout, once for all of them) with their person.
 * The layout's loader already sent visitors to /login; this covers the moment a session ends on
 * the page itself (sign-out, a revoked session) while the app is on its way to /login.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return <SignedInContext value={user}>{children}</SignedInContext>;
}

/** The signed-in person, for the pages inside the signed-in layout. */
export function useSignedInUser(): SessionUser {
  const user = useContext(SignedInContext);
  if (!user) throw new Error('useSignedInUser() must be used inside the signed-in layout (<SignedIn>).');
  return user;
}
