import { ROOM_BEACON_SECONDS_MAX, type RoomBeacon } from '@vernissage/shared';

/**
 * Keeps the time of one visit of a viewing room and turns it into beacons (ADR 019): seconds the
 * page was visible, and for each work the seconds its detail was open and how many times it was
 * opened. Pure bookkeeping: the clock and the sender are given, so it is tested without a browser.
 */
export class VisitTracker {
  private visible = true;
  private since: number;
  /** Visible milliseconds not yet sent. */
  private pageMs = 0;
  private openWork: string | null = null;
  private workMs = new Map<string, number>();
  private opened = new Set<string>();

  private readonly ids: { visit: string; visitor: string };
  private readonly send: (beacon: RoomBeacon) => void;
  private readonly now: () => number;

  constructor(
    ids: { visit: string; visitor: string },
    send: (beacon: RoomBeacon) => void,
    now: () => number = Date.now,
  ) {
    this.ids = ids;
    this.send = send;
    this.now = now;
    this.since = now();
  }

  /** The page was shown or hidden (visibilitychange). */
  setVisible(visible: boolean) {
    this.tick();
    this.visible = visible;
  }

  /** The visitor opened a work's detail (null: closed it). */
  viewWork(aid: string | null) {
    this.tick();
    if (aid !== null && aid !== this.openWork) this.opened.add(aid);
    this.openWork = aid;
  }

  /**
   * Sends what has been counted since the last beacon (always, so the first call opens the
   * visit). Time above the per-beacon cap waits for the next beacon rather than being lost.
   */
  flush() {
    this.tick();
    const seconds = take(this.pageMs);
    this.pageMs -= seconds * 1000;
    const works: RoomBeacon['works'] = [];
    for (const aid of new Set([...this.opened, ...this.workMs.keys()])) {
      const ms = this.workMs.get(aid) ?? 0;
      const workSeconds = take(ms);
      if (workSeconds === 0 && !this.opened.has(aid)) continue;
      works.push({ aid, seconds: workSeconds, opened: this.opened.has(aid) });
      this.workMs.set(aid, ms - workSeconds * 1000);
    }
    this.opened.clear();
    this.send({ ...this.ids, seconds, works });
  }

  private tick() {
    const now = this.now();
    const elapsed = Math.max(0, now - this.since);
    this.since = now;
    if (!this.visible) return;
    this.pageMs += elapsed;
    if (this.openWork) this.workMs.set(this.openWork, (this.workMs.get(this.openWork) ?? 0) + elapsed);
  }
}

const take = (ms: number) => Math.min(ROOM_BEACON_SECONDS_MAX, Math.floor(ms / 1000));
