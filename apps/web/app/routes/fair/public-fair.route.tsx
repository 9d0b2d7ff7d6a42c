import { Container, Stack, Text, Title } from '@mantine/core';
import { publicFairRoute, type PublicFairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { formatDay } from '../../features/exhibitions/exhibition-dates';
import { fairNameIn } from '../../features/fairs/fair-names';
import { fairIdOfSlug, publicFairPath } from '../../features/fairs/fair-slug';
import { publicFairMeta } from '../../features/fairs/public-fair-meta';
import { PublicFairPage } from '../../features/fairs/PublicFairPage';
import { toLocale } from '../../i18n/i18n-options';
import { serverI18nFor } from '../../i18n/i18n.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/public-fair.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Whether a failed call answered 404 (by status, not class: the server's bundle has its own ApiError). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** The page's words in the request's language: the fair's name, and its dates, venue and exhibitors. */
function headOf(request: Request, answer: PublicFairDto) {
  const i18n = serverI18nFor(request);
  const locale = toLocale(i18n.language);
  const t = i18n.getFixedT(locale, 'fairs');
  const { fair } = answer;
  const dates = t('dates', { start: formatDay(fair.startDate, locale), end: formatDay(fair.endDate, locale) });
  return {
    title: i18n.t('metaTitle', { page: fairNameIn(fair, locale) }),
    description: [
      dates,
      fair.venue.name ?? fair.venue.address,
      t('public.exhibitors', { count: answer.exhibitors.length }),
    ]
      .filter(Boolean)
      .join(' · '),
    locale,
  };
}

/**
 * /fair/<slug>: a published fair, read once on the server (the first HTML carries everything,
 * nothing is asked after hydration). The address ends in the fair's id; any other wording of it
 * (an old name, the bare id the app links to) moves to the canonical slug. Unpublished or unknown: 404.
 * The same for every visitor without a session: the server keeps it rendered until the fair, its
 * exhibitors or their works change (ADR 067).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const notFound = () =>
    data({ answer: null, tags: metaTags(pageMetaFor(request, 'publicFair', { noindex: true })) }, { status: 404 });
  const fairId = fairIdOfSlug(params.slug);
  if (!fairId) return notFound();
  let answer: PublicFairDto;
  try {
    answer = await context.api(publicFairRoute, { headers: { fairid: fairId } });
  } catch (error) {
    if (isNotFound(error)) return notFound();
    throw error;
  }
  if (params.slug !== answer.slug) {
    const search = new URL(request.url).search;
    return redirect(`${publicFairPath(answer.slug)}${search}`, 301);
  }
  return sharedPage(context, {
    answer,
    tags: publicFairMeta(answer, headOf(request, answer), new URL(request.url).origin),
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.tags ?? [];

export default function PublicFairRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.answer ? <PublicFairPage answer={loaderData.answer} /> : <FairNotFound />;
}

function FairNotFound() {
  const { t } = useTranslation('fairs');
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" data-testid="public-fair-not-found">
        <Text c="gray.7" fw={700}>
          404
        </Text>
        <Title order={1}>{t('public.notFoundTitle')}</Title>
        <Text c="gray.7">{t('public.notFoundBody')}</Text>
      </Stack>
    </Container>
  );
}
