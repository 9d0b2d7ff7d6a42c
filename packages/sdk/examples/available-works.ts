/**
 * Lists a workspace's available works — ready or shared — with their titles and prices, through
 * the SDK:
 *
 *   VERNISSAGE_URL=https://vernissage.example VERNISSAGE_TOKEN=… VERNISSAGE_GID=… \
 *     npx tsx packages/sdk/examples/available-works.ts
 *
 * The token goes as `Authorization: Bearer <token>`: an API token of the workspace, or the
 * access token that `POST /api/user/login` answers.
 */
import path from 'node:path';
import { createClient, type components, type VernissageClient } from '@vernissage/sdk';

type InventoryItem = components['schemas']['InventoryItem'];

/** The states in which a work can still be sold (SPEC.md §4: 0 ready, 1 shared). */
const AVAILABLE_STATES = { 0: 'ready', 1: 'shared' } as const;
/** The largest page the API answers. */
const PAGE_SIZE = 100;

/** Every inventory record of the workspace in one state, page by page. */
async function inventoryInState(api: VernissageClient, gid: string, state: number): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let page = 0; ; page += 1) {
    const { data, error, response } = await api.GET('/inventory', {
      params: { header: { gid }, query: { state, page, size: PAGE_SIZE } },
    });
    if (!data) throw new Error(`GET /inventory answered ${response.status}: ${JSON.stringify(error)}`);
    items.push(...data.items);
    if (items.length >= data.total || data.items.length === 0) return items;
  }
}

/** "1,200,000 KRW", "price on request", or "price hidden". */
function priceText(price: InventoryItem['artwork']['price']): string {
  if (!price || price.display === 'hidden') return 'price hidden';
  if (price.display === 'on_request' || price.amount === null) return 'price on request';
  return `${price.amount.toLocaleString('en')} ${price.currency}`;
}

/** One line per available work: its title, price and state. */
export async function availableWorks(options: { baseUrl: string; token: string; gid: string }): Promise<string[]> {
  const api = createClient({ baseUrl: options.baseUrl, token: options.token });
  const lines: string[] = [];
  for (const [state, name] of Object.entries(AVAILABLE_STATES)) {
    for (const item of await inventoryInState(api, options.gid, Number(state))) {
      lines.push(`${item.artwork.title} — ${priceText(item.artwork.price)} (${name})`);
    }
  }
  return lines;
}

/** Reads the three variables, prints the works; a missing variable or a refused call throws. */
export async function main(env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log) {
  const { VERNISSAGE_URL: baseUrl, VERNISSAGE_TOKEN: token, VERNISSAGE_GID: gid } = env;
  if (!baseUrl || !token || !gid) throw new Error('Set VERNISSAGE_URL, VERNISSAGE_TOKEN and VERNISSAGE_GID.');
  const lines = await availableWorks({ baseUrl, token, gid });
  if (lines.length === 0) print('No available works.');
  for (const line of lines) print(line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
