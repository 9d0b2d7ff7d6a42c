import type account from '../../public/locales/ko/account.json';
import type auth from '../../public/locales/ko/auth.json';
import type common from '../../public/locales/ko/common.json';
import type pages from '../../public/locales/ko/pages.json';
import type pricing from '../../public/locales/ko/pricing.json';
import type workspace from '../../public/locales/ko/workspace.json';

// Translation keys are checked at compile time against the Korean files; a unit test keeps the
// English files in step with them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      pricing: typeof pricing;
      auth: typeof auth;
      account: typeof account;
      workspace: typeof workspace;
    };
  }
}
