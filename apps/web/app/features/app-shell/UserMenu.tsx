import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDown } from '../../components/ChevronDown';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { useSessionActions, type SessionUser } from '../session/SessionProvider';
import { COMPLETE_SIGNUP_PATH, LOGIN_PATH } from '../session/session-routing';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { twoNamesOf, useTextIn } from '../i18n-content/text-in';
import { toast } from '../../lib/toast';
import { accountLinksFor } from './nav-items';

/** The signed-in person's name in the header, with their account, members and sign-out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const { active: workspace } = useWorkspaces();
  const name = useTextIn()(twoNamesOf(user));
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
    // The button is named by its text, not an aria-label the visible initials would not match
    // (WCAG 2.5.3): the person's name where it shows, then "account menu".
    <MenuOnFirstUse
      position="bottom-end"
      width={240}
      shadow="md"
      button={(props) => (
        <UnstyledButton data-testid="user-menu" {...props}>
          <Group gap={8} wrap="nowrap">
            <Avatar name={name} color="initials" size={30} radius="xl" aria-hidden />
            <Text size="sm" fw={700} truncate maw={140} visibleFrom="sm" data-testid="user-menu-name">
              {name}
            </Text>
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
            <ChevronDown size={12} />
          </Group>
        </UnstyledButton>
      )}
    >
      {(menu) => (
        <>
          <menu.Label>
            <Text size="xs" truncate>
              {user.email}
            </Text>
          </menu.Label>
          {user.signupComplete ? (
            accountLinksFor({
              type: workspace?.type ?? user.type,
              level: user.level,
              role: workspace?.role ?? null,
            }).map((link) => (
              <menu.Item key={link.to} component={Link} to={link.to} data-testid={`user-menu-${link.testId}`}>
                {t(`userMenu.${link.label}`)}
              </menu.Item>
            ))
          ) : (
            <menu.Item component={Link} to={COMPLETE_SIGNUP_PATH} data-testid="user-menu-complete">
              {t('userMenu.completeSignup')}
            </menu.Item>
          )}
          <menu.Divider />
          <menu.Item color="red" onClick={() => void leave()} disabled={leaving} data-testid="user-menu-signout">
            {t('userMenu.signOut')}
          </menu.Item>
        </>
      )}
    </MenuOnFirstUse>
  );
}
