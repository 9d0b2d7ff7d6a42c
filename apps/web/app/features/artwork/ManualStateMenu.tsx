import { ArtworkState, MANUAL_ARTWORK_STATES } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { smallMenuButton } from '../../components/small-menu-button';
import { stateKeyOf } from './artwork-state';

/**
 * The states an owner sets by hand (available, sold elsewhere, done, withdrawn) as a menu; holds
 * and purchases come only from offers. Taking works off the market withdraws their open offers,
 * so that asks first. Items are `${testId}-${state}`.
 */
export function ManualStateMenu({
  label,
  testId,
  count = 1,
  disabled,
  onPick,
}: {
  label: string;
  testId: string;
  /** How many works the change applies to (for the confirmation). */
  count?: number;
  disabled?: boolean;
  onPick: (state: number) => void;
}) {
  const { t } = useTranslation('artwork');
  const [asking, setAsking] = useState<number | null>(null);
  const name = (state: number) => t(`manualStates.${stateKeyOf(state)}` as 'manualStates.ready');
  return (
    <>
      <MenuOnFirstUse withinPortal position="bottom-start" button={smallMenuButton({ label, testId, disabled })}>
        {(menu) =>
          MANUAL_ARTWORK_STATES.map((state) => (
            <menu.Item
              key={state}
              onClick={() => (state === ArtworkState.ready ? onPick(state) : setAsking(state))}
              data-testid={`${testId}-${state}`}
            >
              {name(state)}
            </menu.Item>
          ))
        }
      </MenuOnFirstUse>
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) onPick(asking);
          setAsking(null);
        }}
        title={t('manualConfirm.title')}
        body={t('manualConfirm.body', { count, state: asking === null ? '' : name(asking) })}
        confirmLabel={asking === null ? '' : name(asking)}
        testId="state-confirm-dialog"
      />
    </>
  );
}
