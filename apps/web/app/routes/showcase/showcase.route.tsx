import { Container, Stack, Text, Title } from '@mantine/core';
import { publicRoomRoute, textIn } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ViewingRoomPage } from '../../features/viewing-room/ViewingRoomPage';
import { titleOf } from '../../features/i18n-content/text-in';
import { VisitorMessageForm } from '../../features/visitors/VisitorMessageForm';
import { toLocale } from '../../i18n/i18n-options';
import { serverI18nFor } from '../../i18n/i18n.server';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/showcase.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

const ROOM_PATH = /^[A-Za-z0-9_-]{1,100}$/;
/** The longest id the page passes on to the message form (the contract checks it again). */
const ID_MAX = 100;

/** `/showcase?gid=…(&aid=…)`: a gallery's message form, for public pages without their own yet. */
function contactOf(request: Request) {
  const url = new URL(request.url);
  const idParam = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    return value && value.length <= ID_MAX ? value : null;
  };
  return { gid: idParam('gid'), aid: idParam('aid'), path: url.pathname };
}

/**
 * /showcase/{path}: a private viewing room, read once on the server (no request after hydration)
 * with the visitor's cookie, so the HTML and the loader data carry exactly the fields the link
 * shows. Never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  const meta = pageMetaFor(request, 'showcase', { noindex: true });
  const signedIn = context.user !== null;
  if (path === '') return { meta, room: null, missing: false, signedIn, contact: contactOf(request) };
  if (!ROOM_PATH.test(path)) return data({ meta, room: null, missing: true, signedIn }, { status: 404 });
  try {
    const room = await context.api(publicRoomRoute, { params: { path } });
    // The room's title in the page's language, else the other (ADR 038); locked rooms show it too.
    const title = textIn(toLocale(serverI18nFor(request).language), titleOf(room));
    return { meta: { ...meta, title: `${title} · ${room.galleryName}` }, room, missing: false, signedIn };
  } catch (error) {
    // By status, not class: the server's bundle and the web app's each have their own ApiError.
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) {
      return data({ meta, room: null, missing: true, signedIn }, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ShowcaseRoute({ loaderData }: Route.ComponentProps) {
  const { room, missing, signedIn } = loaderData;
  if (room) {
    return (
      <ViewingRoomPage
        room={room}
        signedIn={signedIn}
        messageForm={
          room.locked ? undefined : (
            <VisitorMessageForm gid={room.gid} source={{ kind: 'room', path: `/showcase/${room.path}` }} />
          )
        }
      />
    );
  }
  if (missing) return <RoomNotFound />;
  const contact = 'contact' in loaderData ? loaderData.contact : null;
  return (
    <>
      <PlaceholderPage page="showcase" />
      {contact?.gid && (
        <Container size="sm" py="lg">
          <VisitorMessageForm
            gid={contact.gid}
            source={{ kind: 'showcase', path: contact.path }}
            {...(contact.aid && { aid: contact.aid })}
          />
        </Container>
      )}
    </>
  );
}

function RoomNotFound() {
  const { t } = useTranslation('rooms');
  return (
    <Stack gap="sm" maw={640} data-testid="room-not-found">
      <Text c="gray.7" fw={700}>
        404
      </Text>
      <Title order={1}>{t('visit.notFoundTitle')}</Title>
      <Text c="gray.7">{t('visit.notFoundBody')}</Text>
    </Stack>
  );
}
