import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { SkipLink } from '../../components/SkipLink';
import { Wordmark } from '../../components/Wordmark';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../session/SessionProvider';
import { MainNav } from './MainNav';
import { OfflineNotice } from './OfflineNotice';

const NAV_ID = 'main-nav';

// The signed-in person's menus (Mantine's Menu with its popover and positioning, the new-workspace
// dialog and its form) are a chunk of their own in the browser, which pages without a session
// never fetch.
const UserMenu = lazyComponent(() => import('./UserMenu').then((module) => module.UserMenu));
const WorkspaceSwitcher = lazyComponent(() =>
  import('../workspace/WorkspaceSwitcher').then((module) => module.WorkspaceSwitcher),
);

/**
 * The frame of app pages: a header with the wordmark, the workspace switcher, the language
 * switcher and the person's menu (or "log in"), and the main menu as a side bar that becomes a
 * burger menu on phones (where the workspace switcher moves into it).
 */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header data-testid="app-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpened}
              aria-controls={NAV_ID}
              data-testid="nav-burger"
            />
            <Wordmark />
            <Box visibleFrom="sm" ml="md">
              {session.user && (
                <Suspense fallback={null}>
                  <WorkspaceSwitcher />
                </Suspense>
              )}
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            {session.user && (
              <Suspense fallback={null}>
                <UserMenu user={session.user} />
              </Suspense>
            )}
            {session.status === 'anonymous' && (
              <Button
                component={Link}
                to="/login"
                variant="default"
                size="xs"
                visibleFrom="sm"
                data-testid="header-login"
              >
                {t('nav.login')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAV_ID} component="nav" aria-label={t('nav.label')} p="sm" data-testid="app-nav">
        {session.user && (
          <AppShell.Section hiddenFrom="sm" pb="sm">
            <Suspense fallback={null}>
              <WorkspaceSwitcher fullWidth onNavigate={menu.close} testIdPrefix="nav-" />
            </Suspense>
          </AppShell.Section>
        )}
        <AppShell.Section grow>
          <MainNav onNavigate={menu.close} />
        </AppShell.Section>
        {session.status === 'anonymous' && (
          <AppShell.Section hiddenFrom="sm" pt="sm">
            <Button
              component={Link}
              to="/login"
              variant="default"
              fullWidth
              onClick={menu.close}
              data-testid="nav-login"
            >
              {t('nav.login')}
            </Button>
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <OfflineNotice />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
