import type { AgencyRow } from "../../db/schema/agency.ts";

/** How long an agency read from the database is trusted without word of a change. */
export const AGENCY_CACHE_TTL_MS = 60_000;
/** Hosts are whatever a client sends; past this many the cache starts over instead of growing. */
const MAX_ENTRIES = 1000;

interface Entry {
  agency: AgencyRow;
  storedAt: number;
}

/** Unknown hosts are not kept, so a made-up Host header can never fill the cache or hide a new domain. */
export class AgencyHostCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every `forget`: a lookup that started before it must not store what it read. */
  private generation = 0;

  private readonly ttlMs: number;
  private readonly clock: () => number;

  constructor(options: { ttlMs?: number; clock?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? AGENCY_CACHE_TTL_MS;
    this.clock = options.clock ?? (() => performance.now());
  }

  /** The agency kept for `key` if it is still fresh, without waiting for anything. */
  peek(key: string): AgencyRow | undefined {
    const entry = this.entries.get(key);
    return entry !== undefined && this.clock() - entry.storedAt < this.ttlMs ? entry.agency : undefined;
  }

  /** The agency kept for `key`, or what `load` reads (kept when found). */
  async get(key: string, load: () => Promise<AgencyRow | undefined>): Promise<AgencyRow | undefined> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const agency = await load();
    if (agency === undefined) {
      this.entries.delete(key);
    } else if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { agency, storedAt: this.clock() });
    }
    return agency;
  }

  /** Drops everything: an agency changed, or word of changes may have been missed. */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
