import type { Plugin } from 'vite';

/** The module of `useId` in `@mantine/hooks`, which every Mantine component with an id calls. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` renders React's id (`mantine-_R_…_`, the same on the server and in the
 * browser) and then, in a layout effect, swaps it for a random one. After hydration that set state
 * in every popover, tooltip, input, checkbox and the app shell at once: one synchronous re-render
 * of about a thousand components inside hydration's commit, the longest task of a signed-in page
 * (issue 15). In the browser build the hook keeps React's id: the server's markup and the
 * browser's ids stay the same and nothing renders twice. One React root, so React's ids are unique.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
  };
}
