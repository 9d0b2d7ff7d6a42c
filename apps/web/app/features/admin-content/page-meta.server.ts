import { serverI18nFor } from '../../i18n/i18n.server';
import type { PageMeta } from '../../lib/page-meta';
import type { ContentPageKey } from './content-pages';

/**
 * The translated meta of an admin content page, in the language the request asks for. Its texts
 * live in this feature's own namespace rather than `pages`, and admin pages are never indexed.
 */
export function contentPageMeta(request: Request, page: ContentPageKey): PageMeta {
  const i18n = serverI18nFor(request);
  const t = i18n.getFixedT(i18n.language, 'adminContent');
  return {
    title: i18n.t('metaTitle', { page: t(`pages.${page}.title`) }),
    description: t(`pages.${page}.description`),
    noindex: true,
  };
}
