import { createInstance, type i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForReact } from './i18n-for-react';
import { resources } from './i18n.server';

async function instanceIn(language: string): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'ko',
    initAsync: false,
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders a component under the provider and hands back what its `useTranslation` gave it. */
function renderWith(instance: i18n): { html: string; seen: i18n } {
  let seen: i18n | undefined;
  function Greeting() {
    const { t, i18n } = useTranslation('common');
    seen = i18n;
    return <p lang={i18n.language}>{t('error.retry')}</p>;
  }
  const html = renderToString(
    <I18nextProvider i18n={i18nForReact(instance)}>
      <Greeting />
    </I18nextProvider>,
  );
  if (!seen) throw new Error('Greeting did not render');
  return { html, seen };
}

describe('i18nForReact', () => {
  it("translates with the instance's language and texts", async () => {
    const { html } = renderWith(await instanceIn('en'));
    expect(html).toBe('<p lang="en">Try again</p>');
  });

  it("gives components an i18n that copies none of the instance's properties", async () => {
    const instance = await instanceIn('ko');
    expect(Object.getOwnPropertyNames(instance).length).toBeGreaterThan(30);
    // react-i18next 16 gives each component a copy of the provider's i18n's own properties, on its
    // first render; handed the instance itself, that is the 40 above, each time. What the view has
    // of its own is react-i18next's record of the namespaces used, set once.
    const { seen } = renderWith(instance);
    expect(Object.getOwnPropertyNames(seen).filter((name) => name !== '__original')).toEqual(['reportNamespaces']);
  });

  it('changes the language of the instance itself, and reads it back live', async () => {
    const instance = await instanceIn('ko');
    const { seen } = renderWith(instance);
    await seen.changeLanguage('en');
    expect(instance.language).toBe('en');
    expect(seen.language).toBe('en');
    expect(seen.t('common:error.retry')).toBe('Try again');
  });

  it('is one view per instance, so the provider does not hand React a new value each render', async () => {
    const instance = await instanceIn('ko');
    expect(i18nForReact(instance)).toBe(i18nForReact(instance));
    expect(i18nForReact(instance)).not.toBe(i18nForReact(await instanceIn('ko')));
  });
});
