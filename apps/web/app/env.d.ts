/** Content hash of `public/locales`, defined by vite.config.ts; busts cached translations per build. */
declare const __LOCALES_VERSION__: string;
