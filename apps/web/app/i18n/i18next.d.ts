import type common from '../../public/locales/ko/common.json';
import type pages from '../../public/locales/ko/pages.json';
import type pricing from '../../public/locales/ko/pricing.json';

// Translation keys are checked at compile time against the Korean files; a unit test keeps the
// English files in step with them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; pages: typeof pages; pricing: typeof pricing };
  }
}
