import type { ImageDto } from '@vernissage/shared';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForReact } from '../../i18n/i18n-for-react';
import { ArtworkImage } from './ArtworkImage';

const image: ImageDto = {
  id: 'i1',
  idx: 0,
  primary: true,
  width: 900,
  height: 1100,
  placeholder: 'data:image/webp;base64,AAAA',
  urls: { thumbnail: '/p/thumbnail.webp', medium: '/p/medium.webp', large: '/p/large.webp' },
};

/** The `<img>` a card draws, its attributes by name. */
function imgOf(props: { sizes?: string; priority?: boolean }): Record<string, string> {
  const instance = createInstance();
  void instance.init({ lng: 'en', initAsync: false, resources: {} });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18nForReact(instance)}>
      <ArtworkImage image={image} alt="Moon jar" {...props} />
    </I18nextProvider>,
  );
  const tag = /<img ([^>]*)\/?>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

describe('a work picture offered at its stored sizes (ADR 076)', () => {
  it('offers every stored width with the frame width, a lazy picture measured by the browser', () => {
    const lazy = imgOf({ sizes: '(min-width: 48em) 20vw, calc(50vw - 26px)' });
    expect(lazy.src).toBe('/p/medium.webp');
    expect(lazy.srcSet).toBe('/p/thumbnail.webp 327w, /p/medium.webp 900w');
    expect(lazy.sizes).toBe('auto, (min-width: 48em) 20vw, calc(50vw - 26px)');
    expect(lazy.loading).toBe('lazy');
  });

  it('gives a first-screen picture the frame width alone: it loads before there is a layout to measure', () => {
    const first = imgOf({ sizes: 'calc(50vw - 26px)', priority: true });
    expect(first.sizes).toBe('calc(50vw - 26px)');
    expect(first.loading).toBe('eager');
  });

  it('offers the one size it is asked for without a frame width', () => {
    const plain = imgOf({});
    expect(plain.src).toBe('/p/medium.webp');
    expect(plain.srcSet).toBeUndefined();
    expect(plain.sizes).toBeUndefined();
  });
});
