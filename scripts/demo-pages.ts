/**
 * The demo's pages the measuring scripts open (`audit.ts`, `measure-initial-js.ts`,
 * `measure-blocking.ts`), on a server started with the demo data.
 */
import { cookieFor } from '../e2e/support/accounts.js';

/** The demo gallery's login (README); the signed-in pages are opened as it. */
export const DEMO_GALLERY = 'gallery@demo.vernissage.kr';

/** A page by its path, with the cookie it is opened with (none: without a session). */
export interface DemoPage {
  name: string;
  path: string;
  cookie?: string;
}

/** The first screens: `/login` and `/pricing` without a session, the inventory and dashboard as the demo gallery. */
export async function firstScreens(origin: string): Promise<{ cookie: string; pages: DemoPage[] }> {
  const cookie = await cookieFor(origin, DEMO_GALLERY);
  return {
    cookie,
    pages: [
      { name: 'login', path: '/login' },
      { name: 'pricing', path: '/pricing' },
      { name: 'inventory', path: '/inventory', cookie },
      { name: 'dashboard', path: '/', cookie },
    ],
  };
}

/** The demo fair's public page at its canonical address, found through the demo gallery's participation. */
export async function demoFairPath(origin: string, cookie: string): Promise<string> {
  const galleries = (await (await fetch(`${origin}/api/user/galleries`, { headers: { cookie } })).json()) as {
    gid: string;
  }[];
  const answer = await fetch(`${origin}/api/fairManagement/participant`, {
    headers: { cookie, gid: galleries[0]!.gid },
  });
  const { participants } = (await answer.json()) as { participants: { fairId: string }[] };
  const fair = await fetch(`${origin}/api/web/fair/exhibitors`, { headers: { fairid: participants[0]!.fairId } });
  return `/fair/${encodeURIComponent(((await fair.json()) as { slug: string }).slug)}`;
}
