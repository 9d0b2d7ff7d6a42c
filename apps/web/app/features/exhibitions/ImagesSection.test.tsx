import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForReact } from '../../i18n/i18n-for-react';
import { serverI18n } from '../../i18n/i18n.server';
import { theme } from '../../lib/theme';
import { ImagesSection } from './ImagesSection';

/** The dropzone's hint under the installation views of a new exhibition, in a language. */
function viewsHint(lng: 'ko' | 'en'): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18nForReact(serverI18n(lng))}>
        <ImagesSection cover={{ kind: 'none' }} onCover={() => {}} views={[]} onViews={() => {}} disabled={false} />
      </I18nextProvider>
    </MantineProvider>,
  );
  const dropzone = html.slice(html.indexOf('data-testid="editor-dropzone"'));
  return (
    dropzone
      .replace(/<[^>]+>/g, '\n')
      .split('\n')
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

describe('the installation views of an exhibition', () => {
  it('take up to 30 per exhibition, and say so (not "per work", the artwork uploader’s words)', () => {
    expect(viewsHint('ko')).toBe('전시당 30장까지. 새 전경은 저장하면 뒤에 붙습니다.');
    expect(viewsHint('en')).toBe('Up to 30 per exhibition. New views are added after the others when you save.');
  });
});
