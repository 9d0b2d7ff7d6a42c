import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodKey } from '../auth/login-methods';
import type { SessionUser } from '../session/SessionProvider';
import { SectionCard } from '../../components/SectionCard';

/** The ways this account signs in (e-mail and password, Kakao, Google, Microsoft). */
export function LoginMethodsSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  return (
    <SectionCard title={t('methods.title')} description={t('methods.description')} testId="account-methods">
      {user.methods.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('methods.none')}
        </Text>
      ) : (
        <Group gap="xs">
          {user.methods.map((method) => (
            <Badge key={method} variant="light" size="lg" data-testid={`account-method-${methodKey(method)}`}>
              {ta(`methods.${methodKey(method)}`)}
            </Badge>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
