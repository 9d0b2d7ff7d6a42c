/**
 * Whether the chat widget may show on a path: everywhere except public websites (`/web`,
 * `/web/…`) and the tutorial (`/tutorial…`), as SPEC.md §2 asks.
 */
export function isChatWidgetAllowed(pathname: string): boolean {
  if (pathname === '/web' || pathname.startsWith('/web/')) return false;
  if (pathname.startsWith('/tutorial')) return false;
  return true;
}
