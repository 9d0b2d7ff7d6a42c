import { Anchor, Badge, Group, Stack, Switch, Text } from '@mantine/core';
import type { SiteDomainDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useSiteLiveMutation } from './queries';

/** Whether the site is live, where visitors find it, and a look at it as they see it. */
export function SiteStatusSection({ gid, domain }: { gid: string; domain: SiteDomainDto }) {
  const { t } = useTranslation('website');
  const errorMessage = useErrorMessage();
  const live = useSiteLiveMutation(gid);
  const addresses = [domain.path, ...(domain.host?.verified ? [`https://${domain.host.name}/`] : [])];
  return (
    <SectionCard title={t('status.title')} description={t('status.help')} testId="site-status">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Switch
            size="md"
            label={t(domain.live ? 'status.live' : 'status.offline')}
            checked={domain.live}
            disabled={live.isPending}
            onChange={(event) =>
              live.mutate(
                { domainid: domain.domainid, live: event.currentTarget.checked },
                {
                  onSuccess: (saved) =>
                    toast.success({ message: t(saved.live ? 'status.nowLive' : 'status.nowOffline') }),
                  onError: (error) => toast.error({ message: errorMessage(error) }),
                },
              )
            }
            data-testid="site-live"
          />
          <Badge color={domain.live ? 'green' : 'gray'} variant="light" data-testid="site-live-badge">
            {t(domain.live ? 'status.badgeLive' : 'status.badgeOffline')}
          </Badge>
        </Group>
        {addresses.map((address) => (
          <Text key={address} size="sm">
            {t('status.address')}{' '}
            <Anchor href={address} target="_blank" rel="noopener" data-testid="site-address">
              {address}
            </Anchor>
          </Text>
        ))}
        {domain.live ? (
          <iframe
            title={t('status.preview')}
            src={domain.path}
            loading="lazy"
            style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            data-testid="site-preview"
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('status.previewWhenLive')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
