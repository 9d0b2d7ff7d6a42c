import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession, type SessionUser } from './SessionProvider';

/**
 * Renders a signed-in page with its user. The page's loader already sent anonymous visitors to
 * /login; this covers the moment a session ends on the page itself (sign-out, a revoked
 * session) while the app is on its way to /login.
 */
export function SignedIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { user } = useSession();
  if (!user) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return children(user);
}
