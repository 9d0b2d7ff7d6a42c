import { Box, Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { ARTWORK_STATES, type ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { pageParamOf, stateParamOf, withParams } from '../../lib/list-params';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { stateKeyOf } from '../artwork/artwork-state';
import { OwnerActions } from './OwnerActions';
import { useWorkspaceSharesQuery } from './queries';
import { ShareHeading } from './ShareHeading';
import { ShareTerms } from './ShareTerms';
import { useNow } from '../../lib/use-now';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** Offers on one page of "My shares". */
export const MY_SHARES_PAGE_SIZE = 20;

/**
 * "My shares": the offers the workspace made (of one work with `aid`), filtered by state and
 * paged, each with its recipient, terms, state and the owner's moves (when `canWrite`).
 */
export function MySharesList({ gid, aid, canWrite }: { gid: string; aid?: string; canWrite: boolean }) {
  const { t } = useTranslation('shares');
  const { t: ta } = useTranslation('artwork');
  const [params, setParams] = useSearchParams();
  const state = stateParamOf(params);
  const page = pageParamOf(params);
  const shares = useWorkspaceSharesQuery(gid, { aid, state, page, size: MY_SHARES_PAGE_SIZE });
  const now = useNow();
  return (
    <Stack gap="sm" data-testid="my-shares">
      <Select
        w={{ base: '100%', xs: 220 }}
        label={t('mine.state')}
        placeholder={t('mine.allStates')}
        clearable
        value={state === undefined ? null : String(state)}
        onChange={(value) => setParams(withParams(params, { state: value, page: null }))}
        data={ARTWORK_STATES.map((code) => ({
          value: String(code),
          label: ta(`states.${stateKeyOf(code)}`),
        }))}
        data-testid="my-shares-state"
      />
      <QueryList
        query={shares}
        loading={<ListSkeleton height={96} />}
        empty={
          <EmptyState
            title={state === undefined ? t('mine.emptyTitle') : t('mine.emptyFilteredTitle')}
            body={aid ? t('mine.emptyWorkBody') : t('mine.emptyBody')}
            testId="my-shares-empty"
          />
        }
      >
        {({ items, total }) => (
          <Stack gap="sm">
            {items.map((share) => (
              <OwnerShareRow key={share.sid} share={share} now={now} canWrite={canWrite} />
            ))}
            {total > MY_SHARES_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(total / MY_SHARES_PAGE_SIZE)}
                value={page + 1}
                onChange={(next) => setParams(withParams(params, { page: next > 1 ? String(next - 1) : null }))}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

function OwnerShareRow({ share, now, canWrite }: { share: ShareDto; now: Date; canWrite: boolean }) {
  const title = useTextIn()(titleOf(share.artwork));
  return (
    <Paper withBorder p="sm" data-testid="my-share-row" data-sid={share.sid} data-state={share.state}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Box w={72} style={{ flexShrink: 0 }}>
          <ArtworkImage image={primaryImageOf(share.artwork.images)} alt="" size="thumbnail" />
        </Box>
        <Stack gap={4} miw={0} flex={1}>
          <ShareHeading title={title} to={`/artworks/${share.aid}`} state={share.state} testId="my-share-title" />
          <Text size="sm" c="gray.7" truncate data-testid="my-share-recipient">
            {[share.recipient.name, share.recipient.email].filter(Boolean).join(' · ')}
          </Text>
          <ShareTerms share={share} now={now} />
          {canWrite && <OwnerActions share={share} />}
        </Stack>
      </Group>
    </Paper>
  );
}
