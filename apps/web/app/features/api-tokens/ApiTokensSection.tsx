import { Skeleton, Stack, Text } from '@mantine/core';
import type { CreatedApiTokenDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { QueryList } from '../api/QueryList';
import { ApiTokenRow } from './ApiTokenRow';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiToken } from './NewApiToken';
import { useApiTokensQuery } from './queries';

/**
 * The workspace's API tokens on the gallery settings page (ADR 040), for owners and admins: make
 * one (shown once), see each with its last use and calls, revoke it.
 */
export function ApiTokensSection({ gid }: { gid: string }) {
  const { t } = useTranslation('workspace');
  const tokens = useApiTokensQuery(gid);
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  return (
    <SectionCard title={t('apiTokens.title')} description={t('apiTokens.intro')} testId="api-tokens">
      {created ? (
        <NewApiToken created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiTokenForm gid={gid} onCreated={setCreated} />
      )}
      <QueryList
        query={tokens}
        loading={<Skeleton height={72} />}
        empty={
          <Text size="sm" c="gray.7" data-testid="api-tokens-empty">
            {t('apiTokens.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap="sm" data-testid="api-token-list">
            {list.map((token) => (
              <ApiTokenRow key={token.id} gid={gid} token={token} />
            ))}
          </Stack>
        )}
      </QueryList>
    </SectionCard>
  );
}
