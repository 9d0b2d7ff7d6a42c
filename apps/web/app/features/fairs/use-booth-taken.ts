import { useQueryClient } from '@tanstack/react-query';
import { boothHolder, type ParticipantDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { useTextIn } from '../i18n-content/text-in';
import { exhibitorNameOf } from './fair-names';
import { fairParticipantsQuery } from './queries';

/**
 * What the booth field says when the server refused its number as another exhibitor's (409
 * `booth_taken`): that exhibitor named, from the fair's participants as they are now (read
 * afresh, since someone may have just taken the booth), or the common sentence if none is found.
 */
export function useBoothTakenMessage(
  gid: string,
  participant: Pick<ParticipantDto, 'fairId' | 'participantId'>,
): (number: string) => Promise<string> {
  const { t } = useTranslation('fairs');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const queryClient = useQueryClient();
  const textIn = useTextIn();
  return async (number) => {
    const participants = await queryClient
      .fetchQuery(fairParticipantsQuery(api, gid, participant.fairId))
      .catch(() => []);
    const holder = boothHolder(participants, participant.participantId, number);
    return holder
      ? t('booth.fields.booth.number.taken', { name: textIn(exhibitorNameOf(holder)) })
      : tc('errors.booth_taken');
  };
}
