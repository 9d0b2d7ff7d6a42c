import { dehydrate } from '@tanstack/react-query';
import { textIn, type PublicWorkDto } from '@vernissage/shared';
import { data } from 'react-router';
import { answeredNotFound } from '../../features/api/api-errors';
import { createServerQueryClient } from '../../features/api/prefetch.server';
import { artistNameOf, descriptionOf, titleOf } from '../../features/i18n-content/text-in';
import { publicWorkMeta } from '../../features/search/public-work-meta';
import { PublicWorkPage, WorkNotFound } from '../../features/search/PublicWorkPage';
import { publicWorkQuery } from '../../features/search/queries';
import { toLocale } from '../../i18n/i18n-options';
import { serverI18nFor } from '../../i18n/i18n.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/work.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page's words in the request's language: the title, and artist, year and medium as its description. */
function headOf(request: Request, { work }: PublicWorkDto) {
  const i18n = serverI18nFor(request);
  const locale = toLocale(i18n.language);
  const title = textIn(locale, titleOf(work));
  const artist = textIn(locale, artistNameOf(work));
  const description = textIn(locale, descriptionOf(work));
  return {
    title: i18n.t('metaTitle', { page: [title, artist].filter(Boolean).join(' — ') }),
    description: [artist, work.year, work.medium.text, description].filter(Boolean).join(' · '),
    locale,
  };
}

/**
 * Public: the work is read once on the server, for the page and its head (canonical address, Open
 * Graph, `VisualArtwork` JSON-LD). Unpublished, deleted or unknown works answer 404. The same for
 * every visitor without a session: the server keeps it rendered until the work, its artist or its
 * gallery change (ADR 068).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const queryClient = createServerQueryClient();
  let answer: PublicWorkDto;
  try {
    answer = await queryClient.fetchQuery(publicWorkQuery(context.api, params.aid));
  } catch (error) {
    if (!answeredNotFound(error)) throw error;
    const tags = metaTags(pageMetaFor(request, 'work', { noindex: true }));
    // Rendered for each visitor: a 404 is kept nowhere, so an unknown address costs no memory.
    return data({ tags, dehydratedState: null, found: false }, { status: 404 });
  }
  return sharedPage(context, {
    tags: publicWorkMeta(answer, headOf(request, answer), new URL(request.url).origin),
    dehydratedState: dehydrate(queryClient),
    found: true,
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.tags ?? [];

/** /works/:aid: one published work, opened from search. */
export default function WorkRoute({ params, loaderData }: Route.ComponentProps) {
  return loaderData.found ? <PublicWorkPage aid={params.aid} /> : <WorkNotFound />;
}
