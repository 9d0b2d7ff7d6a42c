import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds http(s) links between text', () => {
    expect(linkify('Open http://127.0.0.1:3000/api/auth/verify-email?token=a.b&callbackURL=/ now')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://127.0.0.1:3000/api/auth/verify-email?token=a.b&callbackURL=/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves trailing punctuation out of the link', () => {
    expect(linkify('See https://vernissage.example/x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://vernissage.example/x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links nothing else', () => {
    expect(linkify('javascript:alert(1) and ftp://x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and ftp://x' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});
