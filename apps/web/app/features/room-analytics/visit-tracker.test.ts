import type { RoomBeacon } from '@vernissage/shared';
import { roomBeaconSchema } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { VisitTracker } from './visit-tracker.js';

function setUp() {
  let clock = 0;
  const sent: RoomBeacon[] = [];
  const tracker = new VisitTracker(
    { visit: 'v'.repeat(22), visitor: 'b'.repeat(22) },
    (beacon) => sent.push(beacon),
    () => clock,
  );
  return { tracker, sent, wait: (seconds: number) => (clock += seconds * 1000) };
}

describe('VisitTracker', () => {
  it('opens the visit at once, then counts visible time and the works looked at', () => {
    const { tracker, sent, wait } = setUp();
    tracker.flush();
    expect(sent[0]).toMatchObject({ seconds: 0, works: [] });

    wait(4);
    tracker.viewWork('a');
    wait(10);
    tracker.viewWork('b');
    wait(3);
    tracker.viewWork(null);
    wait(2);
    tracker.flush();
    expect(sent[1]).toEqual({
      visit: 'v'.repeat(22),
      visitor: 'b'.repeat(22),
      seconds: 19,
      works: [
        { aid: 'a', seconds: 10, opened: true },
        { aid: 'b', seconds: 3, opened: true },
      ],
    });
    for (const beacon of sent) expect(roomBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('does not count time while the page is hidden', () => {
    const { tracker, sent, wait } = setUp();
    tracker.viewWork('a');
    wait(5);
    tracker.setVisible(false);
    wait(600);
    tracker.setVisible(true);
    wait(1);
    tracker.flush();
    expect(sent[0]).toMatchObject({ seconds: 6, works: [{ aid: 'a', seconds: 6, opened: true }] });
  });

  it('keeps a work that stays open counted in later beacons, as looked at but not opened again', () => {
    const { tracker, sent, wait } = setUp();
    tracker.viewWork('a');
    wait(5);
    tracker.flush();
    wait(7);
    tracker.flush();
    expect(sent[1]?.works).toEqual([{ aid: 'a', seconds: 7, opened: false }]);
  });

  it('sends time above the cap with the next beacon instead of losing it', () => {
    const { tracker, sent, wait } = setUp();
    wait(75);
    tracker.flush();
    tracker.flush();
    expect(sent.map((beacon) => beacon.seconds)).toEqual([60, 15]);
  });
});
