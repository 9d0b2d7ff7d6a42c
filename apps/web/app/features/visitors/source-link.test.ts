import { describe, expect, it } from 'vitest';
import { senderOf, sourceLinkOf } from './source-link';

describe('sourceLinkOf', () => {
  it('links to the public page the visitor wrote from, else to the work asked about', () => {
    expect(sourceLinkOf({ source: { kind: 'room', path: '/showcase/rooms/spring' }, artwork: null })).toBe(
      '/showcase/rooms/spring',
    );
    expect(
      sourceLinkOf({ source: { kind: 'room', id: 'r1' }, artwork: { aid: 'a/1', title: 'Jar', titleEn: null } }),
    ).toBe('/artworks/a%2F1');
    expect(sourceLinkOf({ source: { kind: 'artwork', id: 'a2' }, artwork: null })).toBe('/artworks/a2');
    expect(sourceLinkOf({ source: { kind: 'exhibition', id: 'e1' }, artwork: null })).toBeNull();
    expect(sourceLinkOf({ source: null, artwork: null })).toBeNull();
  });
});

describe('senderOf', () => {
  it('names the visitor by name, else address, else nobody', () => {
    expect(senderOf({ name: 'Mina', email: 'm@x.test' })).toBe('Mina');
    expect(senderOf({ name: null, email: 'm@x.test' })).toBe('m@x.test');
    expect(senderOf({ name: null, email: null })).toBeNull();
  });
});
