import type { ApiTokenScope } from '@vernissage/shared';

/**
 * The translation key of each scope under `workspace:apiTokens.scope` and `.scopeHelp`: the
 * scopes' own names carry a colon, which i18next reads as a namespace separator.
 */
export const SCOPE_KEYS = {
  'inventory:read': 'inventoryRead',
  'inventory:write': 'inventoryWrite',
  shares: 'shares',
  webhooks: 'webhooks',
} as const satisfies Record<ApiTokenScope, string>;
