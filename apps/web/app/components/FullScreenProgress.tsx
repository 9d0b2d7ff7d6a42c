import { Button, Loader, Overlay, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the overlay shows: an optional message, an optional 0–100 progress and a way out. */
export interface OverlayContent {
  message?: string;
  progress?: number;
  /** A button under the progress (a route change that lasts: "Stay on this page"). */
  action?: { label: string; onClick: () => void };
}

/**
 * A full-screen overlay that blocks the page while work is under way. With a progress value it
 * shows a determinate bar (role=progressbar with aria-valuenow), without one a spinner. It fades
 * in only if the work lasts (`.vn-progress-overlay`), so quick work does not flash it.
 */
export function FullScreenProgress({ message, progress, action }: OverlayContent) {
  const { t } = useTranslation();
  return (
    <Overlay
      fixed
      center
      zIndex={1000}
      color="#fff"
      backgroundOpacity={0.7}
      blur={2}
      className="vn-progress-overlay"
      data-testid="loading-overlay"
    >
      <Paper shadow="md" p="lg" w="min(22rem, 85vw)" withBorder>
        <Stack gap="sm" align="stretch">
          {message && (
            <Text role="status" fw={700} ta="center">
              {message}
            </Text>
          )}
          {progress === undefined ? (
            <Loader mx="auto" role="progressbar" aria-label={t('overlay.progress')} />
          ) : (
            <Progress value={progress} size="lg" aria-label={t('overlay.progress')} transitionDuration={200} />
          )}
          {action && (
            <Button variant="default" onClick={action.onClick} data-testid="loading-overlay-action">
              {action.label}
            </Button>
          )}
        </Stack>
      </Paper>
    </Overlay>
  );
}

/**
 * What stands in for a dialog pressed open while its code is still on its way (`loadedWhenOpened`):
 * on a weak network that is seconds in which the press would otherwise seem lost.
 */
export function OpeningProgress() {
  const { t } = useTranslation();
  return <FullScreenProgress message={t('overlay.opening')} />;
}
