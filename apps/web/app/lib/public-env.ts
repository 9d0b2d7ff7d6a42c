import type { PublicEnv } from '@vernissage/shared';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

/** The allow-listed public configuration the server handed over (API base, chat key, mode). */
export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('usePublicEnv() needs the root loader data; it is missing on this page.');
  return data.publicEnv;
}
