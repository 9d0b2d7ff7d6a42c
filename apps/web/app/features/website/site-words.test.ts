import { LOCALES, UserType } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import { homeKindOf } from '../today/home-kind';

const WORDED_BY_KIND = ['page.intro', 'settings.showLogo', 'settings.aboutHelp', 'settings.seoHelp'] as const;

describe('the website page words', () => {
  it.each(LOCALES)("speak of an artist's own site and settings, not a gallery's (%s)", (locale) => {
    const { t } = serverI18n(locale);
    for (const key of WORDED_BY_KIND) {
      const text = t(key, { ns: 'website', context: homeKindOf(UserType.artist) });
      expect(text, key).not.toMatch(/갤러리|gallery/i);
    }
  });

  it.each(LOCALES)("keep a gallery's words for a gallery (%s)", (locale) => {
    const { t } = serverI18n(locale);
    expect(t('page.intro', { ns: 'website', context: homeKindOf(UserType.gallery) })).toMatch(/갤러리|gallery/i);
  });
});
