import { useNetwork } from '@mantine/hooks';

/**
 * A link's `prefetch`: `intent` while the browser is online, `none` offline. To fetch a page's code
 * ahead, React Router imports its route module, and when that import fails it loads the whole
 * document again; offline, a finger resting on a menu entry would leave the person on the
 * browser's own error page, and the module's failure would stay for the document (ADR 087).
 */
export function useIntentPrefetch(): 'intent' | 'none' {
  return useNetwork().online ? 'intent' : 'none';
}
