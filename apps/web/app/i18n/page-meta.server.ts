import type { PageMeta } from '../lib/page-meta';
import { serverI18nFor } from './i18n.server';
import type { PageKey } from './page-keys';

/** The translated meta of a page, in the language the request asks for. */
export function pageMetaFor(request: Request, page: PageKey, options: { noindex?: boolean } = {}): PageMeta {
  const i18n = serverI18nFor(request);
  const t = i18n.getFixedT(i18n.language, 'pages');
  return {
    title: i18n.t('metaTitle', { page: t(`${page}.title`) }),
    description: t(`${page}.description`),
    ...(options.noindex && { noindex: true }),
  };
}
