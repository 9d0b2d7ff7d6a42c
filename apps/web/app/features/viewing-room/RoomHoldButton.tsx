import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roomHoldRoute, type RoomAvailability } from '@vernissage/shared';
import { useErrorMessage } from '../api/use-error-message';
import { usePublicApi } from '../../lib/public-api';

/**
 * "Ask to hold": a signed-in visitor holds the work at the room's price (the server makes them an
 * offer and holds it); a visitor who is not signed in is sent to sign in and back to the room.
 */
export function RoomHoldButton({
  path,
  aid,
  availability,
  signedIn,
}: {
  path: string;
  aid: string;
  availability: RoomAvailability;
  signedIn: boolean;
}) {
  const { t } = useTranslation('rooms');
  const api = usePublicApi();
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<'idle' | 'busy' | 'held' | { error: string }>('idle');
  if (availability !== 'available' && status !== 'held') return null;
  if (!signedIn) {
    const back = encodeURIComponent(`/showcase/${path}`);
    return (
      <Button component={Link} to={`/login?redirect=${back}`} variant="light" data-testid="room-sign-in-to-hold">
        {t('visit.signInToHold')}
      </Button>
    );
  }
  if (status === 'held') {
    return (
      <Alert color="green" data-testid="room-held">
        {t('visit.held')}
      </Alert>
    );
  }
  const hold = async () => {
    setStatus('busy');
    try {
      await api(roomHoldRoute, { params: { path }, body: { aid } });
      setStatus('held');
    } catch (error) {
      setStatus({ error: errorMessage(error) });
    }
  };
  return (
    <>
      <Button onClick={() => void hold()} loading={status === 'busy'} data-testid="room-hold">
        {t('visit.askToHold')}
      </Button>
      {typeof status === 'object' && (
        <Alert color="red" data-testid="room-hold-error">
          {t('visit.holdFailed', { reason: status.error })}
        </Alert>
      )}
    </>
  );
}
