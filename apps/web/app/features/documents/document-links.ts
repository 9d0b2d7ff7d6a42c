import { fillPath, infoSheetRoute, priceListRoute, type DocumentPaper, type Locale } from '@vernissage/shared';

/** Which document: one work's info sheet, or a price list of a selection, folder, exhibition or booth. */
export type DocumentSource =
  | { kind: 'infoSheet'; aid: string }
  | { kind: 'priceList'; iids: readonly string[] }
  | { kind: 'priceList'; fid: string }
  | { kind: 'priceList'; exhibitionid: string }
  | { kind: 'priceList'; participantid: string };

export interface DocumentOptions {
  paper: DocumentPaper;
  locale: Locale;
  prices: boolean;
}

/**
 * The address of a PDF download (`GET /document/infoSheet` or `/document/priceList`): a plain link
 * the browser follows with its session cookie and saves, as the inventory's export.
 */
export function documentUrl(apiBaseUrl: string, gid: string, source: DocumentSource, options: DocumentOptions): string {
  const query = new URLSearchParams({
    gid,
    paper: options.paper,
    locale: options.locale,
    prices: String(options.prices),
  });
  const { kind, ...picked } = source;
  for (const [name, value] of Object.entries(picked)) {
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const route = kind === 'infoSheet' ? infoSheetRoute : priceListRoute;
  return `${apiBaseUrl.replace(/\/$/, '')}${fillPath(route.path)}?${query.toString()}`;
}
