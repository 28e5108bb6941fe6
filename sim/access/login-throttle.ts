// Throttling of guesses: failed logins (per account and per client address) and failed
// device-code confirmations (per user and per address). Nexus throttles neither; this is
// the console server's own hardening (docs/security.md). Everything here lives in the
// process's memory, one set of tables per simulated rack (store), and is lost on restart.
import { errorResponse } from '../answers/errors'
import type { Store } from '../store/types'

export type FailureLimits = {
  /** failures within a window after which the key is throttled */
  limit: number
  /** a window starts at a key's first failure and lasts this long */
  windowMs: number
  /** keys kept at most */
  maxKeys: number
}

type Entry = { count: number; since: number }

/**
 * Failures counted per key, each key in a fixed window from its first failure, in a
 * table of at most `maxKeys` keys. When the table is full, a new key takes the place of
 * an expired one, or else of one with the fewest failures (the oldest among them); a key
 * at or over its limit is never pushed out, so junk keys cannot flush a throttled one.
 * When every key is at its limit, the new key is not recorded, and `full` says so: the
 * callers then treat an unknown key as throttled (see each policy below).
 *
 * Entries sit in the Map in order of their window's start (a key whose window ended is
 * inserted again at the end), so expired ones are dropped from the front; keys under the
 * limit are also kept in one set per failure count, so a victim is found without a scan.
 */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>()
  /** `under[c]`: the keys with c failures, for 1 ≤ c < limit */
  private readonly under: Set<string>[]

  constructor(readonly limits: FailureLimits) {
    this.under = Array.from({ length: limits.limit }, () => new Set<string>())
  }

  /** Keys held now, expired ones included until the next call drops them */
  get size() {
    return this.entries.size
  }

  private live(e: Entry | undefined, now: number): e is Entry {
    return e !== undefined && e.since + this.limits.windowMs > now
  }

  private drop(key: string) {
    const e = this.entries.get(key)
    if (!e) return
    this.entries.delete(key)
    this.under[e.count]?.delete(key)
  }

  private prune(now: number) {
    for (const [key, e] of this.entries) {
      if (this.live(e, now)) break
      this.drop(key)
    }
  }

  /** Failures of `key` in its current window (0 if none) */
  failures(key: string, now: number): number {
    const e = this.entries.get(key)
    return this.live(e, now) ? e.count : 0
  }

  /** Milliseconds until `key`'s window ends if it is at or over its limit, else 0 */
  waitMs(key: string, now: number): number {
    const e = this.entries.get(key)
    return this.live(e, now) && e.count >= this.limits.limit
      ? e.since + this.limits.windowMs - now
      : 0
  }

  /**
   * Milliseconds `key` is refused for: its own wait, or, for a key with no failures while
   * the table is full of keys at their limit (so it could not be counted), until a place frees.
   */
  refusedForMs(key: string, now: number): number {
    return this.waitMs(key, now) || (this.failures(key, now) === 0 ? this.fullForMs(now) : 0)
  }

  /**
   * Whether the table is full of keys at their limit, so a new key could not be counted;
   * if so, the milliseconds until the oldest window ends (and a place frees), else 0.
   */
  fullForMs(now: number): number {
    this.prune(now)
    if (this.entries.size < this.limits.maxKeys) return 0
    if (this.under.some((keys) => keys.size > 0)) return 0
    const [oldest] = this.entries.values()
    return oldest ? Math.max(1, oldest.since + this.limits.windowMs - now) : 0
  }

  /** Counts a failure; false when the table is full of throttled keys and `key` is new */
  fail(key: string, now: number): boolean {
    this.prune(now)
    const e = this.entries.get(key)
    if (this.live(e, now)) {
      this.under[e.count]?.delete(key)
      e.count++
      if (e.count < this.limits.limit) this.under[e.count].add(key)
      return true
    }
    this.drop(key)
    if (this.entries.size >= this.limits.maxKeys && !this.evictOne()) return false
    this.entries.set(key, { count: 1, since: now })
    if (1 < this.limits.limit) this.under[1].add(key)
    return true
  }

  /** Pushes out the key with the fewest failures (expired ones are already gone) */
  private evictOne(): boolean {
    for (const keys of this.under) {
      const [victim] = keys
      if (victim !== undefined) {
        this.drop(victim)
        return true
      }
    }
    return false
  }

  clear(key: string) {
    this.drop(key)
  }
}

/** A table of `limit` failures per key, with a throttle's window and size */
const counter = (limit: number, { windowMs, maxKeys }: Omit<FailureLimits, 'limit'>) =>
  new FailureCounter({ limit, windowMs, maxKeys })

/** What dropshot sends for a bare 429: no error code, the status's reason as message */
export function tooManyRequests(waitMs: number) {
  const response = errorResponse(429, undefined, 'Too Many Requests')
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
  return response
}

/** The address key of a request that came without one (mock mode: one browser) */
const NO_ADDRESS = '(none)'

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  /** failures per account (silo and user name) within a window */
  perUser: 10,
  /** failures per client address within a window (a few users behind one NAT) */
  perAddress: 30,
  /** keys kept at most, in each of the two tables (accounts, addresses) */
  maxKeys: 10_000,
} as const

/**
 * Login throttling, per account (silo and user name, lower-cased, counted the same
 * whether or not the user exists, so the answer reveals nothing) and per client address.
 * Before anything is looked up:
 *
 * - an address with `perAddress` failures in its window gets 429 (it sprays names);
 * - an account with `perUser` failures in its window is under attack: an address with
 *   any failure in its own window gets 429, but an address with none may try, and its
 *   password is checked. The right one signs in, so guessing from elsewhere cannot lock
 *   the user out; a wrong one marks the address, whose next try gets 429. Guessing a
 *   throttled account therefore costs a fresh address per guess.
 *
 * A failure counts against both. A successful login clears its account's count unless
 * the account is throttled (the guessers it stopped stay stopped); it never clears the
 * address's, or one's own account could launder a spraying address.
 *
 * When a table is full of keys at their limit (see `FailureCounter`): an unknown account
 * counts as throttled, and an unknown address as one with failures, so while saturated
 * only clean addresses get a check, one each. No address is ever refused for being
 * unknown, so a flood cannot shut everyone out.
 */
export class LoginThrottle {
  readonly accounts = counter(LOGIN_THROTTLE.perUser, LOGIN_THROTTLE)
  readonly addresses = counter(LOGIN_THROTTLE.perAddress, LOGIN_THROTTLE)

  /** Milliseconds to answer 429 for, or 0 to go on and check the password */
  retryAfterMs(account: string, address: string | undefined, now: number): number {
    const from = address || NO_ADDRESS
    const addressWait = this.addresses.waitMs(from, now)
    if (addressWait > 0) return addressWait
    const accountWait = this.accounts.refusedForMs(account, now)
    if (accountWait === 0) return 0
    const marked = this.addresses.failures(from, now) > 0 || this.addresses.fullForMs(now) > 0
    return marked ? accountWait : 0
  }

  fail(account: string, address: string | undefined, now: number) {
    this.accounts.fail(account, now)
    this.addresses.fail(address || NO_ADDRESS, now)
  }

  succeed(account: string, now: number) {
    if (this.accounts.waitMs(account, now) === 0) this.accounts.clear(account)
  }
}

/** The account key of a login: silo and user name */
export const loginAccountKey = (siloName: string, username: string) =>
  `${siloName}/${username.toLowerCase()}`

export const CONFIRM_THROTTLE = {
  windowMs: 15 * 60_000,
  /** wrong user codes per signed-in user within a window */
  perUser: 10,
  /** wrong user codes per client address within a window */
  perAddress: 30,
  /** keys kept at most in each table */
  maxKeys: 10_000,
} as const

/**
 * Throttling of device-code confirmations (`POST /device/confirm`), which only a
 * signed-in user can send: once a user (whatever session or token they use) or an
 * address has had its quota of wrong codes in a window, confirmations answer 429 before
 * any lookup. A right code clears nothing, or a user could start a request of their own
 * and confirm it to reset their count. A new key while a table is full of throttled keys
 * counts as throttled: there is no sign-in to protect here, only guessing to stop.
 */
export class ConfirmThrottle {
  readonly users = counter(CONFIRM_THROTTLE.perUser, CONFIRM_THROTTLE)
  readonly addresses = counter(CONFIRM_THROTTLE.perAddress, CONFIRM_THROTTLE)

  retryAfterMs(userId: string, address: string | undefined, now: number): number {
    return Math.max(
      this.users.refusedForMs(userId, now),
      this.addresses.refusedForMs(address || NO_ADDRESS, now),
    )
  }

  fail(userId: string, address: string | undefined, now: number) {
    this.users.fail(userId, now)
    this.addresses.fail(address || NO_ADDRESS, now)
  }
}

/** One throttle of a kind per simulated rack (per store), made on first use */
function perStore<T extends object>(make: () => T): (store: Store) => T {
  const made = new WeakMap<Store, T>()
  return (store) => {
    let t = made.get(store)
    if (!t) made.set(store, (t = make()))
    return t
  }
}

/** The login throttle of one simulated rack */
export const loginThrottle = perStore(() => new LoginThrottle())

/** The device-code confirmation throttle of one simulated rack */
export const confirmThrottle = perStore(() => new ConfirmThrottle())
