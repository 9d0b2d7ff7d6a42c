/**
 * A value built on first use: a stand-in that builds it (`make`) the first time anything reads,
 * writes or inspects it, and from then on forwards everything to it. The client build wraps the
 * contract's schemas and routes in it (vite-plugins/lazy-contract.ts), so a page builds only the
 * ones it touches. Only for plain objects and zod schemas: built-ins with internal slots (Set, Map,
 * Date), arrays and functions cannot be stood in for, and building one throws at once.
 */
export function lazyValue<T extends object>(name: string, make: () => T): T {
  let value: T | undefined;
  const real = (): T => {
    if (value === undefined) {
      const made = make();
      if (!isStandIn(made)) throw new TypeError(`lazyValue: ${name} is not a plain object or a zod schema`);
      value = made;
    }
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, next) => Reflect.set(real(), key, next),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the stand-in's own (empty) target cannot vouch for a fixed property.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

function isStandIn(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  return '_zod' in value || Object.getPrototypeOf(value) === Object.prototype;
}
