import { ArtworkState, type AuditEventDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import { auditWordsOf } from './audit-words';

const owner = { kind: 'user', uid: 'u1', name: 'Owner Han', tokenId: null } as const;

function entry(event: Partial<AuditEventDto> & Pick<AuditEventDto, 'action' | 'kind'>): AuditEventDto {
  return {
    id: 'e1',
    at: '2026-03-04T05:06:07.000Z',
    actor: owner,
    subject: { type: 'artwork', id: 'a1', label: 'Moon Jar' },
    details: {},
    ...event,
  };
}

describe('the audit log in words', () => {
  const en = auditWordsOf(serverI18n('en'));
  const ko = auditWordsOf(serverI18n('ko'));

  it('says a hold by whom, on which offer, from which state to which', () => {
    const hold = entry({
      kind: 'availability',
      action: 'availability.changed',
      actor: { kind: 'user', uid: 'u2', name: 'Collector Cho', tokenId: null },
      details: {
        from: ArtworkState.shared,
        to: ArtworkState.holding,
        shares: [{ sid: 's1', from: ArtworkState.shared, to: ArtworkState.holding, recipient: 'Collector Cho' }],
      },
    });
    expect(en(hold)).toEqual({
      who: 'Collector Cho',
      what: 'Availability changed',
      subjectKind: 'Work',
      subject: 'Moon Jar',
      change: 'Offered → On hold · offer to Collector Cho',
    });
    expect(ko(hold).change).toBe('제안 중 → 홀드 중 · Collector Cho님에게 한 제안');
  });

  it('names the system for an expiry, and the offer when the work itself did not move', () => {
    const expired = entry({
      kind: 'availability',
      action: 'hold.expired',
      actor: { kind: 'system', uid: null, name: null, tokenId: null },
      details: {
        from: ArtworkState.holding,
        to: ArtworkState.ready,
        shares: [{ sid: 's1', from: ArtworkState.holding, to: ArtworkState.ready, recipient: null }],
      },
    });
    expect(en(expired)).toMatchObject({ who: 'Vernissage (automatic)', change: 'On hold → Available · an offer' });
    const cancelled = entry({
      kind: 'availability',
      action: 'availability.changed',
      details: {
        from: ArtworkState.shared,
        to: ArtworkState.shared,
        shares: [{ sid: 's2', from: ArtworkState.shared, to: ArtworkState.cancel, recipient: 'Kim' }],
      },
    });
    expect(en(cancelled).change).toBe('Offered · offer to Kim: Offered → Withdrawn');
    const offered = entry({
      kind: 'availability',
      action: 'availability.changed',
      details: {
        from: ArtworkState.ready,
        to: ArtworkState.shared,
        shares: [{ sid: 's3', from: null, to: ArtworkState.shared, recipient: 'Kim' }],
      },
    });
    expect(en(offered).change).toBe('Available → Offered · offer to Kim');
  });

  it('writes prices as money, with their display', () => {
    const price = entry({
      kind: 'price',
      action: 'price.changed',
      details: {
        before: { amount: 1_500_000, currency: 'KRW', display: 'exact' },
        after: { amount: 2_000_000, currency: 'KRW', display: 'on_request' },
      },
    });
    expect(en(price).change).toBe('₩1,500,000 → ₩2,000,000 (on request)');
    const first = entry({
      kind: 'price',
      action: 'price.changed',
      details: { before: null, after: { amount: null, currency: 'USD', display: 'hidden' } },
    });
    expect(en(first).change).toBe('no price → price hidden');
  });

  it('says roles, access levels and who acted through a token or left', () => {
    const role = entry({
      kind: 'permission',
      action: 'role.changed',
      actor: { kind: 'user', uid: null, name: null, tokenId: null },
      subject: { type: 'member', id: 'u3', label: 'Staff Lim' },
      details: { from: 'admin', to: 'owner' },
    });
    expect(en(role)).toMatchObject({ who: 'A former member', subjectKind: 'Member', change: 'Admin → Owner' });
    expect(ko(role).change).toBe('관리자 → 소유자');
    const access = entry({
      kind: 'permission',
      action: 'access.changed',
      actor: { kind: 'token', uid: 'u1', name: 'Owner Han', tokenId: 't1' },
      details: { from: 1, to: -1 },
    });
    expect(en(access)).toMatchObject({
      who: 'Owner Han (API token)',
      change: 'Members may edit → Owners and admins only',
    });
    const trashed = entry({
      kind: 'deletion',
      action: 'artwork.trashed',
      subject: { type: 'artwork', id: null, label: null },
    });
    expect(en(trashed)).toMatchObject({ what: 'Moved to the trash', subject: '(no name)', change: null });
  });
});
