import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { inboxAccess } from './inbox-access';
import { inboxUnreadQuery } from './queries';

/** The menu's count of unread visitor messages in the active workspace; nothing when there are none. */
export function InboxNavBadge() {
  const { t } = useTranslation('visitors');
  const { user } = useSession();
  const { active } = useWorkspaces();
  const readable = user !== null && active !== null && inboxAccess(user, active.role).canRead;
  const unread = useQuery({ ...inboxUnreadQuery(useApi(), active?.gid ?? ''), enabled: readable });
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
