import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { accounts } from '../../db/schema/index.js';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { PASSWORD_HASH_COST, passwordHashing } from './password-hashing.js';

const PASSWORD = 'a long enough password';

describe('password hashing', () => {
  it('at the standard cost, writes and reads the hashes better-auth writes and reads', async () => {
    const standard = passwordHashing();
    const ours = await standard.hash(PASSWORD);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: PASSWORD })).toBe(true);

    const theirs = await hashPassword(PASSWORD);
    expect(await standard.verify({ hash: theirs, password: PASSWORD })).toBe(true);
    expect(await standard.verify({ hash: theirs, password: `${PASSWORD}!` })).toBe(false);
  });

  it('a hash made at another cost names it, and verifies at that cost wherever it is read', async () => {
    const cheap = await passwordHashing(TEST_PASSWORD_HASH_COST).hash(PASSWORD);
    expect(cheap).toMatch(/^n=1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await passwordHashing().verify({ hash: cheap, password: PASSWORD })).toBe(true);
    expect(await passwordHashing().verify({ hash: cheap, password: 'a long enough passworD' })).toBe(false);
    // The cost is part of what was hashed: the same salt and key read at another cost do not match.
    expect(await passwordHashing().verify({ hash: cheap.replace('n=1024:', 'n=2048:'), password: PASSWORD })).toBe(
      false,
    );
  });

  it('compares passwords as better-auth does, in Unicode normal form (NFKC)', async () => {
    const hashing = passwordHashing(TEST_PASSWORD_HASH_COST);
    const composed = '비밀번호 café';
    const hash = await hashing.hash(composed);
    expect(await hashing.verify({ hash, password: composed.normalize('NFD') })).toBe(true);
  });

  it('refuses a malformed hash, or one naming a cost it will not run', async () => {
    const hashing = passwordHashing();
    for (const hash of ['', 'nocolon', ':', 'salt:', ':key', 'n=1000:salt:key', 'n=4194304:salt:key', 'a:b:c:d']) {
      await expect(hashing.verify({ hash, password: PASSWORD }), hash).rejects.toThrow('Invalid password hash');
    }
    expect(() => passwordHashing(1000)).toThrow(/power of two/);
  });

  it('sign-up stores the hash at the configured cost, and sign-in reads it', async () => {
    const t = await createTestApp();
    try {
      // createUser signs up and then signs in with the password: both went through this hashing.
      const user = await createUser(t.app, t.database.db);
      const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.uid));
      expect(account?.password).toMatch(new RegExp(`^n=${TEST_PASSWORD_HASH_COST}:[0-9a-f]{32}:[0-9a-f]{128}$`));
    } finally {
      await t.close();
    }
  });

  it('the configuration always carries the standard cost: no setting lowers it', () => {
    expect(loadConfig({}).auth.passwordHashCost).toBe(PASSWORD_HASH_COST);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '2' }).auth.passwordHashCost).toBe(
      PASSWORD_HASH_COST,
    );
  });
});
