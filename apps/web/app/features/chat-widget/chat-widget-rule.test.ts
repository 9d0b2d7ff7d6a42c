import { describe, expect, it } from 'vitest';
import { isChatWidgetAllowed } from './chat-widget-rule';

describe('isChatWidgetAllowed', () => {
  it.each(['/', '/pricing', '/login', '/showcase/gallery', '/search', '/website', '/webinar', '/portfolio/tutorial'])(
    'shows the widget on %s',
    (pathname) => expect(isChatWidgetAllowed(pathname)).toBe(true),
  );

  it.each(['/web', '/web/', '/web/gallery', '/web/gallery/about', '/tutorial', '/tutorial/step-1', '/tutorials'])(
    'never shows it on %s',
    (pathname) => expect(isChatWidgetAllowed(pathname)).toBe(false),
  );
});
