import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  dateTimeFormat,
  fillPath,
  type PublicRoomDto,
  type PublicRoomWorkDto,
  roomVisitRoute,
  textIn,
} from '@vernissage/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicEnv } from '../../lib/public-env';
import { useTimeZone } from '../../lib/time-zone';
import { columnPictureSizes, type GridColumns } from '../artwork/picture-sizes';
import { titleOf, useOtherText, useTextIn } from '../i18n-content/text-in';
import { useRoomVisit } from '../room-analytics/use-room-visit';
import { RoomPasscodeForm } from './RoomPasscodeForm';
import { RoomWorkCard } from './RoomWorkCard';
import { RoomWorkDetail } from './RoomWorkDetail';
import { useRoomStates } from './use-room-states';
import { toLocale } from '../../i18n/i18n-options';

const COLUMNS: GridColumns = { base: 1, xs: 2, md: 3 };
/** In the public pages' container: 16 pixels each side, Mantine's `lg` at most. */
const PICTURE_SIZES = columnPictureSizes(COLUMNS, { inset: 32, gap: 20, maxWidth: '71.25rem' });

/** A work's title in the reader's language, else in the other (the rule of `textIn`). */
function workTitleIn(work: PublicRoomWorkDto, language: string): string {
  return textIn(toLocale(language), { ko: work.title, en: work.titleEn });
}

/**
 * A private viewing room as its visitor sees it: the passcode form while it is locked, else its
 * introduction and works with their live availability, and each work's detail.
 *
 * `messageForm` is the place for the visitor's message to the gallery (`VisitorMessageForm`,
 * built separately and wired in after the merge); the page shows nothing there without it.
 */
export function ViewingRoomPage({
  room,
  signedIn,
  messageForm,
}: {
  room: PublicRoomDto;
  signedIn: boolean;
  messageForm?: ReactNode;
}) {
  const { t, i18n } = useTranslation('rooms');
  const language = i18n.resolvedLanguage ?? 'ko';
  const states = useRoomStates(room);
  const [open, setOpen] = useState<string | null>(null);
  const title = useTextIn()(titleOf(room));
  const otherTitle = useOtherText()(titleOf(room));
  const { apiBaseUrl } = usePublicEnv();
  const timeZone = useTimeZone();
  // The page reports its own visit (ADR 019): time visible, and each work's detail opened.
  const viewWork = useRoomVisit(
    room.locked ? null : `${apiBaseUrl}${fillPath(roomVisitRoute.path, { path: room.path })}`,
  );
  const openWork = (aid: string | null) => {
    setOpen(aid);
    viewWork(aid);
  };
  if (room.locked) return <RoomPasscodeForm path={room.path} title={title} otherTitle={otherTitle} />;
  const opened = room.works.find((work) => work.aid === open) ?? null;
  const intro = textIn(toLocale(language), { ko: room.intro, en: room.introEn });
  const dateFormat = dateTimeFormat(language, { dateStyle: 'long', timeZone });
  return (
    <Stack gap="lg" data-testid="viewing-room">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {t('visit.from', { gallery: room.galleryName })}
        </Text>
        <Title order={1} data-testid="room-title">
          {title}
        </Title>
        {otherTitle && (
          <Text c="gray.7" data-testid="room-title-other">
            {otherTitle}
          </Text>
        )}
        {room.recipientName && (
          <Text c="gray.7" data-testid="room-recipient">
            {t('visit.forRecipient', { name: room.recipientName })}
          </Text>
        )}
        <Group gap="xs">
          {room.expiresAt && (
            <Badge variant="outline" color="gray">
              {t('visit.expires', { date: dateFormat.format(new Date(room.expiresAt)) })}
            </Badge>
          )}
          <Badge variant="dot" color="green">
            {t('visit.live')}
          </Badge>
        </Group>
        {intro && (
          <Text style={{ whiteSpace: 'pre-line' }} maw={720}>
            {intro}
          </Text>
        )}
      </Stack>
      {room.works.length === 0 ? (
        <Text c="gray.7">{t('visit.empty')}</Text>
      ) : (
        <SimpleGrid cols={COLUMNS} spacing="lg">
          {room.works.map((work) => (
            <RoomWorkCard
              key={work.aid}
              work={work}
              title={workTitleIn(work, language)}
              availability={states[work.aid] ?? work.availability}
              onOpen={() => openWork(work.aid)}
              pictureSizes={PICTURE_SIZES}
            />
          ))}
        </SimpleGrid>
      )}
      {messageForm}
      <RoomWorkDetail
        work={opened}
        title={opened ? workTitleIn(opened, language) : ''}
        availability={opened ? (states[opened.aid] ?? opened.availability) : 'available'}
        path={room.path}
        signedIn={signedIn}
        onClose={() => openWork(null)}
      />
    </Stack>
  );
}
