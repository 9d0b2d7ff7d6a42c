import { textIn } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { twoNamesOf } from './text-in';

describe('twoNamesOf', () => {
  it('names a workspace, a member or a person in the interface language, the other where it is missing', () => {
    const gallery = { name: '갤러리 현', nameen: 'Gallery Hyun' };
    expect(textIn('en', twoNamesOf(gallery))).toBe('Gallery Hyun');
    expect(textIn('ko', twoNamesOf(gallery))).toBe('갤러리 현');
    expect(textIn('en', twoNamesOf({ name: '갤러리 현', nameen: null }))).toBe('갤러리 현');
    expect(textIn('en', twoNamesOf({ name: '갤러리 현', nameen: '  ' }))).toBe('갤러리 현');
  });
});
