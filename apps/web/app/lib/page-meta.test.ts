import { describe, expect, it } from 'vitest';
import { metaTags } from './page-meta';

describe('metaTags', () => {
  it('gives title, description and Open Graph tags', () => {
    const tags = metaTags({ title: '요금제 · Vernissage', description: '갤러리 요금제' });
    expect(tags).toContainEqual({ title: '요금제 · Vernissage' });
    expect(tags).toContainEqual({ name: 'description', content: '갤러리 요금제' });
    expect(tags).toContainEqual({ property: 'og:title', content: '요금제 · Vernissage' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('keeps unpublished public pages out of search indexes', () => {
    expect(metaTags({ title: 'Showcase', description: 'd', noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('adds nothing without data, so an error view can set its own title', () => {
    expect(metaTags(undefined)).toEqual([]);
  });
});
