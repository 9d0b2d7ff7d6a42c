import {
  PermissionLevel,
  type AuditAction,
  type AuditEventDto,
  type AuditPrice,
  type AuditSubjectType,
  type Currency,
} from '@vernissage/shared';
import type { i18n as I18n } from 'i18next';
import { toLocale } from '../../i18n/i18n-options';
import { stateKeyOf } from '../artwork/artwork-state';
import { formatPrice } from '../pricing/format-price';

/**
 * The translation key of each action under `workspace:audit.action`: the actions' own names carry
 * a dot, which i18next reads as a key separator.
 */
export const ACTION_KEYS = {
  'availability.changed': 'availabilityChanged',
  'hold.expired': 'holdExpired',
  'price.changed': 'priceChanged',
  'prices.imported': 'pricesImported',
  'access.changed': 'accessChanged',
  'role.changed': 'roleChanged',
  'member.invited': 'memberInvited',
  'member.joined': 'memberJoined',
  'member.removed': 'memberRemoved',
  'member.left': 'memberLeft',
  'artwork.trashed': 'artworkTrashed',
  'artwork.restored': 'artworkRestored',
  'artwork.purged': 'artworkPurged',
  'folder.deleted': 'folderDeleted',
  'exhibition.deleted': 'exhibitionDeleted',
  'viewing-room.deleted': 'viewingRoomDeleted',
  'webhook.deleted': 'webhookDeleted',
  'api-token.revoked': 'apiTokenRevoked',
} as const satisfies Record<AuditAction, string>;

const SUBJECT_KEYS = {
  artwork: 'artwork',
  folder: 'folder',
  member: 'member',
  invitation: 'invitation',
  exhibition: 'exhibition',
  'viewing-room': 'viewingRoom',
  webhook: 'webhook',
  'api-token': 'apiToken',
  import: 'import',
} as const satisfies Record<AuditSubjectType, string>;

/** How one entry of the log reads: who, what, and the change in words. */
export interface AuditLine {
  who: string;
  what: string;
  subjectKind: string;
  subject: string;
  change: string | null;
}

/**
 * Words for the entries of the log in the language of `i18n`: the interface's own names for
 * states, roles, access levels and money, so the log says what the rest of the app says.
 */
export function auditWordsOf(i18n: I18n) {
  const t = i18n.getFixedT(null, 'workspace', 'audit');
  const tArtwork = i18n.getFixedT(null, 'artwork');
  const tInventory = i18n.getFixedT(null, 'inventory');
  const tRoles = i18n.getFixedT(null, 'workspace', 'roles');
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);

  const state = (value: unknown) => (typeof value === 'number' ? tArtwork(`states.${stateKeyOf(value)}`) : '');
  // A work's level binds the workspace's members; an exhibition's grant, another workspace.
  const level = (value: unknown, granted: boolean) => {
    if (granted) {
      if (value === PermissionLevel.write) return t('words.levelWrite');
      return value === PermissionLevel.read ? t('words.levelRead') : t('words.levelNone');
    }
    const key = value === PermissionLevel.write ? 'write' : value === PermissionLevel.read ? 'read' : 'none';
    return tInventory(`accessLevels.${key}`);
  };
  const role = (value: unknown) => (value === 'owner' || value === 'admin' || value === 'member' ? tRoles(value) : '');
  const price = (value: AuditPrice | null | undefined) => {
    if (!value) return t('words.noPrice');
    if (value.amount === null) {
      if (value.display === 'on_request') return t('words.priceOnRequest');
      if (value.display === 'hidden') return t('words.priceHidden');
      return t('words.noPrice');
    }
    const amount = formatPrice(value.amount, value.currency as Currency, locale);
    if (value.display === 'on_request') return t('words.onRequest', { price: amount });
    if (value.display === 'hidden') return t('words.hidden', { price: amount });
    return amount;
  };
  const fromTo = (from: string, to: string) => t('words.fromTo', { from, to });

  /** The change itself, in words; null when the action says it all (a deletion). */
  function change(event: AuditEventDto): string | null {
    const { details } = event;
    switch (event.action) {
      case 'availability.changed':
      case 'hold.expired': {
        const moved = details.shares ?? [];
        const states = details.from === details.to ? state(details.to) : fromTo(state(details.from), state(details.to));
        // One offer moved: whose, and how.
        if (moved.length !== 1) return states;
        const [offer] = moved;
        const whose = offer!.recipient
          ? t('words.offerTo', { recipient: offer!.recipient })
          : t('words.offerToSomeone');
        // The offer moved as the work did (a hold, a sale, a new offer): the work's words say it.
        const asWork = offer!.to === details.to && (offer!.from === null || offer!.from === details.from);
        if (asWork) return `${states} · ${whose}`;
        const how = offer!.from === null ? state(offer!.to) : fromTo(state(offer!.from), state(offer!.to));
        return `${states} · ${whose}: ${how}`;
      }
      case 'price.changed':
        return fromTo(price(details.before), price(details.after));
      case 'prices.imported':
        return t('words.imported', { count: details.count ?? 0 });
      case 'access.changed': {
        const granted = details.grantee !== undefined;
        const levels = fromTo(level(details.from, granted), level(details.to, granted));
        return details.grantee ? `${t('words.sharedWith', { grantee: details.grantee })}: ${levels}` : levels;
      }
      case 'role.changed':
        return fromTo(role(details.from), role(details.to));
      case 'member.invited':
      case 'member.joined':
      case 'member.removed':
      case 'member.left':
        return details.role ? t('words.asRole', { role: role(details.role) }) : null;
      default:
        return null;
    }
  }

  /** The whole line of an entry. */
  return function line(event: AuditEventDto): AuditLine {
    const name = event.actor.name ?? t('actor.unknown');
    const who =
      event.actor.kind === 'system'
        ? t('actor.system')
        : event.actor.kind === 'token'
          ? t('actor.token', { name })
          : name;
    return {
      who,
      what: t(`action.${ACTION_KEYS[event.action]}`),
      subjectKind: t(`subject.${SUBJECT_KEYS[event.subject.type]}`),
      subject: event.subject.label ?? t('subject.unnamed'),
      change: change(event),
    };
  };
}
