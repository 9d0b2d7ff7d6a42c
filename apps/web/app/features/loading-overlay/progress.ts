import { PROGRESS_OVERLAY_START } from '@vernissage/shared';

/** Where simulated progress levels off; only the end of the work itself reaches 100. */
export const PROGRESS_CEILING = 95;
/** How often simulated progress advances, in milliseconds. */
export const PROGRESS_TICK_MS = 200;
const REMAINING_KEPT_PER_TICK = 0.85;

/**
 * Progress of work whose length is unknown (a route change) after `ticks` steps: it starts at
 * PROGRESS_OVERLAY_START and closes 15% of the remaining distance to the ceiling each step.
 */
export function progressAfterTicks(ticks: number): number {
  const remaining = (PROGRESS_CEILING - PROGRESS_OVERLAY_START) * REMAINING_KEPT_PER_TICK ** Math.max(0, ticks);
  return Math.round(PROGRESS_CEILING - remaining);
}

/** A progress value held to 0–100 and rounded. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
