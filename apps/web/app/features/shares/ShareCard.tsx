import { Card, Stack, Text } from '@mantine/core';
import { ArtworkState, isAvailable, type ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { RecipientActions } from './RecipientActions';
import { ShareHeading } from './ShareHeading';
import { OfferEndedNote } from './ShareStateBadge';
import { ShareTerms } from './ShareTerms';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** An offer made to the person: the work, who offers it, its state and terms, and their moves. */
export function ShareCard({ share, now }: { share: ShareDto; now: Date }) {
  const { t } = useTranslation('shares');
  const textIn = useTextIn();
  const title = textIn(titleOf(share.artwork));
  const takenByOthers = share.state === ArtworkState.shared && !isAvailable(share.artwork.state);
  return (
    <Card withBorder padding="sm" data-testid="shared-card" data-sid={share.sid} data-state={share.state}>
      <Card.Section component={Link} to={`/shared/${share.sid}`}>
        <ArtworkImage image={primaryImageOf(share.artwork.images)} alt={title} ratio={4 / 3} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <ShareHeading
          title={title}
          to={`/shared/${share.sid}`}
          state={share.state}
          forRecipient
          testId="shared-title"
        />
        <Text size="xs" c="gray.7" truncate>
          {[textIn(artistNameOf(share.artwork)), t('card.from', { gallery: share.galleryName })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <ShareTerms share={share} now={now} />
        <OfferEndedNote state={share.state} />
        {takenByOthers && (
          <Text size="xs" c="orange.9" data-testid="shared-taken">
            {t('card.takenByOthers')}
          </Text>
        )}
        <RecipientActions share={share} now={now} size="xs" />
      </Stack>
    </Card>
  );
}
