import { MantineProvider } from '@mantine/core';
import { ArtworkState } from '@vernissage/shared';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForReact } from '../../i18n/i18n-for-react';
import { serverI18n } from '../../i18n/i18n.server';
import { theme } from '../../lib/theme';
import { OfferEndedNote, ShareStateBadge } from './ShareStateBadge';

/** What a reader of the language sees of the element, tags aside. */
function textOf(element: ReactElement, lng: 'ko' | 'en' = 'ko'): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18nForReact(serverI18n(lng))}>{element}</I18nextProvider>
    </MantineProvider>,
  );
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

const { ready, shared, holding } = ArtworkState;

describe('an offer whose hold the gallery released, as its recipient sees it', () => {
  it('says the offer has ended, not that the work is available, and that the gallery can offer it again', () => {
    expect(textOf(<ShareStateBadge state={ready} forRecipient />)).toBe('제안 종료');
    expect(textOf(<ShareStateBadge state={ready} forRecipient />, 'en')).toBe('Offer ended');
    expect(textOf(<OfferEndedNote state={ready} />)).toContain('갤러리가 다시 제안하면');
    expect(textOf(<OfferEndedNote state={ready} />, 'en')).toContain('If the gallery offers the work again');
  });

  it('leaves open and held offers, and the workspace’s view, as the state says', () => {
    expect(textOf(<ShareStateBadge state={ready} forRecipient={false} />)).toBe('판매 가능');
    expect(textOf(<ShareStateBadge state={holding} forRecipient />, 'en')).toBe('On hold');
    expect(textOf(<OfferEndedNote state={shared} />)).toBe('');
  });
});
