import type { ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useOwnerActionMutation } from './queries';
import { ownerActions, recipientLabel, type OwnerAction } from './share-actions';
import { ShareActionButtons, type ShareButton } from './ShareActionButtons';
import { titleOf, useTextIn } from '../i18n-content/text-in';

const TEST_IDS: Record<OwnerAction['name'], string> = {
  confirm: 'share-confirm',
  sold: 'share-sold',
  done: 'share-done',
  withdraw: 'share-withdraw',
  extendHold: 'share-extend-hold',
  releaseHold: 'share-release-hold',
  releasePurchase: 'share-release-purchase',
  reoffer: 'share-reoffer',
};
const GIVES_UP: readonly OwnerAction['name'][] = ['withdraw', 'releaseHold', 'releasePurchase'];
const FORWARD: readonly OwnerAction['name'][] = ['confirm', 'sold', 'done', 'reoffer'];

/**
 * The workspace's moves on an offer it made: confirm, sold, done, extend, release, withdraw,
 * offer again — or only those named in `only` (the home shows what today asks for).
 */
export function OwnerActions({
  share,
  size = 'xs',
  only,
}: {
  share: ShareDto;
  size?: 'xs' | 'sm';
  only?: readonly OwnerAction['name'][];
}) {
  const { t } = useTranslation('shares');
  const mutation = useOwnerActionMutation();
  const actions = ownerActions(share).filter((action) => !only || only.includes(action.name));
  const textIn = useTextIn();
  const params = { title: textIn(titleOf(share.artwork)), name: recipientLabel(share.recipient) };
  const buttons = actions.map((action): ShareButton => ({
    key: action.name,
    label: t(`owner.${action.name}.label`),
    testId: TEST_IDS[action.name],
    primary: FORWARD.includes(action.name),
    done: t(`owner.${action.name}.done`, params),
    ...(GIVES_UP.includes(action.name) && {
      confirm: {
        title: t(`owner.${action.name}.confirmTitle` as 'owner.withdraw.confirmTitle'),
        body: t(`owner.${action.name}.confirmBody` as 'owner.withdraw.confirmBody', params),
      },
    }),
  }));
  return (
    <ShareActionButtons
      buttons={buttons}
      size={size}
      run={(key) => {
        const action = actions.find((entry) => entry.name === key)!;
        return mutation.mutateAsync({ sid: share.sid, action });
      }}
    />
  );
}
