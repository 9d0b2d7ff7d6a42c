import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { inboxAccess } from './inbox-access';
import { inboxUnreadQuery } from './queries';

/** How long after the page wakes the unread count is asked for. */
const BADGE_DELAY_MS = 3_000;

/** The menu's count of unread visitor messages in the active workspace; nothing when there are none. */
export function InboxNavBadge() {
  const { t } = useTranslation('visitors');
  const { user } = useSession();
  const { active } = useWorkspaces();
  const readable = user !== null && active !== null && inboxAccess(user, active.role).canRead;
  // Asked a little after the page has settled: a page asks for nothing as it wakes up (its
  // loader brought its data), and the count is not the page's data.
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), BADGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const unread = useQuery({ ...inboxUnreadQuery(useApi(), active?.gid ?? ''), enabled: readable && due });
  const count = readable ? (unread.data?.unread ?? 0) : 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      aria-label={t('inbox.unreadCount', { count })}
      data-testid="inbox-unread-badge"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
