import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost (N) for new password hashes: better-auth's own (2^14, with r 16 and p 1: 32 MB and
 * about 95 ms of one core per hash on our machines). `Config.auth.passwordHashCost` holds it;
 * nothing in the environment sets it, so no deployment can lower it.
 */
export const PASSWORD_HASH_COST = 2 ** 14;

/** The cost of a hash written without one: better-auth's, for good, whatever the standard becomes. */
const UNNAMED_COST = 2 ** 14;

const BLOCK_SIZE = 16;
const PARALLELISM = 1;
const KEY_BYTES = 64;
const COST_PREFIX = 'n=';
/** A stored hash naming a higher cost is refused rather than run (2^17 is 256 MB and seconds). */
const MAX_COST = 2 ** 17;

const isCost = (cost: number) => Number.isInteger(Math.log2(cost)) && cost >= 2 && cost <= MAX_COST;

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Passwords hashed as better-auth hashes them (scrypt, the NFKC-normalised password, a 16-byte
 * salt, `salt:key` in hex), so every stored hash keeps verifying. A hash made at another cost
 * says so in front (`n=1024:salt:key`) and is verified at that cost.
 */
export function passwordHashing(cost = PASSWORD_HASH_COST): PasswordHashing {
  if (!isCost(cost)) throw new Error(`scrypt's cost must be a power of two up to ${MAX_COST}: ${cost}`);
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      const key = await derive(password, salt, cost);
      const prefix = cost === UNNAMED_COST ? '' : `${COST_PREFIX}${cost}:`;
      return `${prefix}${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      const { salt, key, cost: madeAt } = parse(hash);
      const derived = await derive(password, salt, madeAt);
      return derived.length === key.length && timingSafeEqual(derived, key);
    },
  };
}

function parse(hash: string): { salt: string; key: Buffer; cost: number } {
  const parts = hash.split(':');
  const cost = parts.length === 3 && parts[0]!.startsWith(COST_PREFIX) ? Number(parts.shift()!.slice(2)) : UNNAMED_COST;
  const [salt, key] = parts;
  if (parts.length !== 2 || !salt || !key || !isCost(cost)) {
    throw new Error('Invalid password hash');
  }
  return { salt, key: Buffer.from(key, 'hex'), cost };
}

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 128 * cost * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}
