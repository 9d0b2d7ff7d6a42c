import { Paper, Stack, Text } from '@mantine/core';
import type { ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { hasStatus } from '../api/api-errors';
import { ArtworkHeading } from '../artwork/ArtworkHeading';
import { DetailLayout, DetailSkeleton } from '../artwork/DetailLayout';
import { OwnerActions } from './OwnerActions';
import { useSignedInUser } from '../session/SignedIn';
import { useShareQuery } from './queries';
import { RecipientActions } from './RecipientActions';
import { recipientLabel } from './share-actions';
import { OfferEndedNote, ShareStateBadge } from './ShareStateBadge';
import { ShareTerms } from './ShareTerms';
import { useNow } from '../../lib/use-now';

/**
 * One offer (the page the mails link to): the work, who offers it to whom, the terms, its state
 * and hold expiry, and the moves of whoever looks — the recipient's or the owner's.
 */
export function ShareDetail({ sid }: { sid: string }) {
  const { t } = useTranslation('shares');
  const { uid } = useSignedInUser();
  const share = useShareQuery(sid);
  if (share.isPending) return <DetailSkeleton />;
  if (share.isError) {
    return hasStatus(share.error, 404) ? (
      <EmptyState title={t('detail.notFoundTitle')} body={t('detail.notFoundBody')} testId="share-not-found" />
    ) : (
      <QueryErrorAlert error={share.error} onRetry={() => void share.refetch()} />
    );
  }
  return (
    <DetailLayout
      artwork={share.data.artwork}
      testId="share-detail"
      aside={<ShareAside share={share.data} mine={share.data.shareuid === uid} />}
    />
  );
}

function ShareAside({ share, mine }: { share: ShareDto; mine: boolean }) {
  const { t } = useTranslation('shares');
  const now = useNow();
  return (
    <Stack gap="md">
      <ArtworkHeading
        artwork={share.artwork}
        badge={<ShareStateBadge state={share.state} forRecipient={mine} size="lg" testId="artwork-state" />}
        showPrice={false}
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm" c="gray.7" data-testid="share-parties">
            {mine
              ? t('detail.offeredBy', { gallery: share.galleryName })
              : t('detail.offeredTo', { name: recipientLabel(share.recipient) })}
          </Text>
          <ShareTerms share={share} now={now} />
          {mine && <OfferEndedNote state={share.state} />}
          {mine ? <RecipientActions share={share} now={now} /> : <OwnerActions share={share} size="sm" />}
        </Stack>
      </Paper>
    </Stack>
  );
}
