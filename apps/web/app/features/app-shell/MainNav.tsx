import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainNavLink } from '../../components/mantine-look';
import { useIntentPrefetch } from '../../lib/use-intent-prefetch';
import { useSession } from '../session/SessionProvider';
import { InboxNavBadge } from '../visitors/InboxNavBadge';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { isNavItemActive, navItemsFor } from './nav-items';

/** The main menu of app pages; `onNavigate` lets the phone layout close the menu after a pick. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { active: workspace } = useWorkspaces();
  const prefetch = useIntentPrefetch();
  const items = navItemsFor({
    type: workspace?.type ?? user?.type ?? null,
    user,
    role: workspace?.role ?? null,
  });
  return (
    <Stack gap={2}>
      {items.map((item) => {
        const active = isNavItemActive(pathname, item.to);
        return (
          <PlainNavLink
            key={item.key}
            to={item.to}
            prefetch={prefetch}
            label={t(`nav.${item.label}` as 'nav.dashboard')}
            rightSection={item.key === 'inbox' ? <InboxNavBadge /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            data-testid={`nav-${item.key}`}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
