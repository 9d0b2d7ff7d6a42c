import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { roomAnalyticsRoute, type RoomDto } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { RoomAnalyticsPanel } from './RoomAnalyticsPanel';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** Who looked at a room (`GET /share/analytics`), read when the gallery opens it. */
export function RoomViews({ room }: { room: RoomDto }) {
  const api = useApi();
  const textIn = useTextIn();
  const analytics = useQuery({
    queryKey: ['rooms', room.gid, 'analytics', room.shareid],
    queryFn: () => api(roomAnalyticsRoute, { headers: { shareid: room.shareid } }),
    // Read afresh each time it is opened: an open room reports every 15 seconds, and the app's
    // 30 seconds of freshness showed a reopened panel without the views that had come since.
    staleTime: 0,
  });
  if (analytics.isPending) return <Skeleton height={120} data-testid="room-analytics-loading" />;
  if (analytics.isError) return <QueryErrorAlert error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const titles = new Map(room.works.map((work) => [work.aid, textIn(titleOf(work))]));
  const names = new Map(room.links.map((link) => [link.lid, link.name]));
  return (
    <RoomAnalyticsPanel
      analytics={analytics.data}
      linkName={(linkId) => (linkId === null ? undefined : names.get(linkId))}
      workTitle={(aid) => titles.get(aid) ?? aid}
    />
  );
}
