/** Content hash of `public/locales`, defined by vite.config.ts; busts cached translations per build. */
declare const __LOCALES_VERSION__: string;

/** Each browser chunk's URL with the chunks it imports, from the browser's build (vite-plugins/chunk-imports.ts). */
declare module 'virtual:chunk-imports' {
  const chunkImports: Record<string, readonly string[]>;
  export default chunkImports;
}
