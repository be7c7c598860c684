import argon2 from 'argon2';

/**
 * How many argon2 computations (64 MiB each) one process runs at once. They run on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), which response compression and file reads share: at most
 * two leaves the other threads to them, so that a burst of sign-ins (issue 18 §6) does not hold every other
 * reply back, and caps the memory the checks take. The rest wait their turn here, in order.
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export function hashSecret(plain: string): Promise<string> {
  return inTurn(() => argon2.hash(plain, { type: argon2.argon2id }));
}

export async function verifySecret(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await inTurn(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | undefined;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('carevisit-no-such-user');
  return dummyHash;
}
