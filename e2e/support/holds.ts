import { expect } from 'vitest';
import type { BrowserSession } from './browser.js';
import { cookieHeaderOf } from './identity.js';

/**
 * Puts a work on hold the way it happens in a gallery: the gallery offers it from its inventory
 * page to a collector by e-mail, and the collector holds the offer (as "Shared with me" does,
 * through the API with their own session). Leaves the gallery's page on /inventory.
 */
export async function holdThroughOffer(input: {
  appUrl: string;
  gallery: BrowserSession;
  collector: BrowserSession;
  collectorEmail: string;
  title: string;
}): Promise<void> {
  const { appUrl, gallery, collector } = input;
  const { page } = gallery;
  const eventually = { timeout: 15_000 };
  await page.getByTestId('nav-inventory').click();
  await page.waitForURL(`${appUrl}/inventory`);
  const card = page.locator(`[data-testid="inventory-card"][data-title="${input.title}"]`);
  await card.getByTestId('item-menu').click();
  await page.getByTestId('item-share').click();
  await page.getByTestId('share-email').fill(input.collectorEmail);
  await page.getByTestId('share-submit').click();
  await expect.poll(() => card.getByTestId('state-badge').getAttribute('data-state'), eventually).toBe('1');

  const cookie = await cookieHeaderOf(collector.context, appUrl);
  const me = (await (await fetch(`${appUrl}/api/user`, { headers: { cookie } })).json()) as { uid: string };
  const offers = (await (await fetch(`${appUrl}/api/artwork/shared/${me.uid}`, { headers: { cookie } })).json()) as {
    sid: string;
  }[];
  const held = await fetch(`${appUrl}/api/artwork/shared/hold`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ sid: offers[0]!.sid }),
  });
  expect(held.status).toBe(200);
  await expect.poll(() => card.getByTestId('state-badge').getAttribute('data-state'), eventually).toBe('2');
}
