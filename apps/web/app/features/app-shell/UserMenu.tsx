import { ADMIN_LEVEL } from '@vernissage/shared';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDown } from '../../components/ChevronDown';
import { useSessionActions, type SessionUser } from '../session/SessionProvider';
import { COMPLETE_SIGNUP_PATH, LOGIN_PATH } from '../session/session-routing';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { toast } from '../../lib/toast';

/** The signed-in person's name in the header, with their account, members and sign-out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  // The audit log is for the active workspace's owners only (ADR 050).
  const { active: workspace } = useWorkspaces();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
      toast.info({ message: t('userMenu.signedOut') });
      await navigate(LOGIN_PATH, { replace: true });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* Named by its text, not an aria-label the visible initials would not match (WCAG 2.5.3):
            the person's name where it shows, then "account menu". */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar name={user.name} color="initials" size={30} radius="xl" aria-hidden />
            <Text size="sm" fw={700} truncate maw={140} visibleFrom="sm" data-testid="user-menu-name">
              {user.name}
            </Text>
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
            <ChevronDown size={12} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        {user.signupComplete ? (
          <>
            <Menu.Item component={Link} to="/account" data-testid="user-menu-account">
              {t('userMenu.account')}
            </Menu.Item>
            <Menu.Item component={Link} to="/account/billing" data-testid="user-menu-billing">
              {t('userMenu.billing')}
            </Menu.Item>
            {user.level >= ADMIN_LEVEL && (
              <Menu.Item component={Link} to="/admin" data-testid="user-menu-admin">
                {t('userMenu.admin')}
              </Menu.Item>
            )}
            {user.level >= ADMIN_LEVEL && (
              <Menu.Item component={Link} to="/admin/billing" data-testid="user-menu-admin-billing">
                {t('userMenu.adminBilling')}
              </Menu.Item>
            )}
            {user.level >= ADMIN_LEVEL && (
              <Menu.Item component={Link} to="/admin/contests" data-testid="user-menu-admin-contests">
                {t('userMenu.adminContests')}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to="/members" data-testid="user-menu-members">
              {t('userMenu.members')}
            </Menu.Item>
            <Menu.Item component={Link} to="/gallery/settings" data-testid="user-menu-gallery">
              {t('userMenu.gallery')}
            </Menu.Item>
            {workspace?.role === 'owner' && (
              <Menu.Item component={Link} to="/gallery/audit" data-testid="user-menu-audit">
                {t('userMenu.audit')}
              </Menu.Item>
            )}
          </>
        ) : (
          <Menu.Item component={Link} to={COMPLETE_SIGNUP_PATH} data-testid="user-menu-complete">
            {t('userMenu.completeSignup')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void leave()} disabled={leaving} data-testid="user-menu-signout">
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
