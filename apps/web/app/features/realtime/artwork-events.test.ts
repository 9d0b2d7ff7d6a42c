import { describe, expect, it } from 'vitest';
import { eventsUrl, parseArtworkEvent, reconnectDelay } from './artwork-events';

describe('artwork events', () => {
  it('address the workspace’s stream, or the person’s own', () => {
    expect(eventsUrl('/api', 'g 1')).toBe('/api/events?gid=g%201');
    expect(eventsUrl('https://api.example.com/api/', null)).toBe('https://api.example.com/api/events');
  });

  it('read well-formed events only', () => {
    expect(parseArtworkEvent('{"aid":"a1","gid":"g1","state":2,"sid":"s1"}')).toEqual({
      aid: 'a1',
      gid: 'g1',
      state: 2,
      sid: 's1',
    });
    expect(parseArtworkEvent('{"aid":"a1","state":42}')).toBeNull();
    expect(parseArtworkEvent('{"state":2}')).toBeNull();
    expect(parseArtworkEvent('not json')).toBeNull();
    expect(parseArtworkEvent('null')).toBeNull();
    expect(parseArtworkEvent(undefined)).toBeNull();
  });

  it('back off when the stream closes', () => {
    expect([0, 1, 2, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
