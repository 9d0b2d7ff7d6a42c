import type { ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useRecipientActionMutation } from './queries';
import { recipientActions, type RecipientAction } from './share-actions';
import { ShareActionButtons, type ShareButton } from './ShareActionButtons';
import { titleOf, useTextIn } from '../i18n-content/text-in';

const TEST_IDS: Record<RecipientAction, string> = {
  hold: 'share-hold',
  purchase: 'share-purchase',
  holdCancel: 'share-hold-cancel',
  purchaseCancel: 'share-purchase-cancel',
  joinWaitlist: 'share-waitlist-join',
  leaveWaitlist: 'share-waitlist-leave',
};
const GIVES_UP: readonly RecipientAction[] = ['holdCancel', 'purchaseCancel'];

/** The collector's moves on an offer made to them: hold, buy, cancel, queue or leave the queue. */
export function RecipientActions({ share, now, size }: { share: ShareDto; now: Date; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('shares');
  const mutation = useRecipientActionMutation();
  const title = useTextIn()(titleOf(share.artwork));
  const buttons = recipientActions(share, now).map((action): ShareButton => ({
    key: action,
    label: t(`recipient.${action}.label`),
    testId: TEST_IDS[action],
    primary: action === 'hold' || action === 'purchase',
    done: t(`recipient.${action}.done`, { title }),
    ...(GIVES_UP.includes(action) && {
      confirm: {
        title: t(`recipient.${action}.confirmTitle` as 'recipient.holdCancel.confirmTitle'),
        body: t(`recipient.${action}.confirmBody` as 'recipient.holdCancel.confirmBody', { title }),
      },
    }),
  }));
  return (
    <ShareActionButtons
      buttons={buttons}
      size={size}
      run={(key) => mutation.mutateAsync({ sid: share.sid, action: key as RecipientAction })}
    />
  );
}
