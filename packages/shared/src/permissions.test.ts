import { describe, expect, it } from 'vitest';
import { PermissionLevel, PLAN_IDS, PLAN_STATES, USER_TYPES, UserType } from './domain.js';
import { effectiveAccess, permissionFor, roleLevel, type PermissionArea } from './permissions.js';

const { none, read, write } = PermissionLevel;
const areas: PermissionArea[] = ['inventory', 'showcase', 'website'];
const live = new Set(['active', 'paid', 'trial']);

// The table: every user type × plan state (and no plan) × plan id × area, against SPEC.md §6
// written out independently of the implementation.
const rows = USER_TYPES.flatMap((type) =>
  [null, ...PLAN_IDS].flatMap((planid) =>
    [null, ...PLAN_STATES].flatMap((state) => areas.map((area) => ({ type, planid, state, area }))),
  ),
);

function expected({ type, planid, state, area }: (typeof rows)[number]) {
  if (type !== UserType.artist) return write;
  if (planid === null) return none;
  if (area === 'inventory') return live.has(state ?? '') ? write : read;
  return live.has(state ?? '') && planid === 'apro' ? write : read;
}

describe('permissionFor', () => {
  it(`matches SPEC.md §6 on all ${rows.length} combinations`, () => {
    const mismatches = rows.filter(
      (row) =>
        permissionFor({ type: row.type, plan: { planid: row.planid, state: row.state } }, row.area) !== expected(row),
    );
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(USER_TYPES.length * (PLAN_IDS.length + 1) * (PLAN_STATES.length + 1) * areas.length);
  });

  it.each([
    ['a gallery without a plan', { type: UserType.gallery, plan: null }, 'inventory', write],
    ['an artist without a plan', { type: UserType.artist, plan: null }, 'inventory', none],
    [
      'an artist on a live basic plan',
      { type: UserType.artist, plan: { planid: 'abasic', state: 'paid' } },
      'inventory',
      write,
    ],
    [
      'an artist on a live basic plan',
      { type: UserType.artist, plan: { planid: 'abasic', state: 'trial' } },
      'website',
      read,
    ],
    [
      'an artist on an expired pro plan',
      { type: UserType.artist, plan: { planid: 'apro', state: 'expired' } },
      'showcase',
      read,
    ],
    [
      'an artist on a live pro plan',
      { type: UserType.artist, plan: { planid: 'apro', state: 'active' } },
      'showcase',
      write,
    ],
  ] as const)('%s gets the expected %s access', (_label, user, area, level) => {
    expect(permissionFor(user, area)).toBe(level);
  });
});

describe('effectiveAccess', () => {
  it('is the least of plan, role and resource', () => {
    expect(effectiveAccess(write, roleLevel('member'), read)).toBe(read);
    expect(effectiveAccess(read, roleLevel('owner'), write)).toBe(read);
    expect(effectiveAccess(write, roleLevel(null), write)).toBe(none);
    expect(effectiveAccess(write, roleLevel('admin'))).toBe(write);
    expect(effectiveAccess()).toBe(none);
  });
});
