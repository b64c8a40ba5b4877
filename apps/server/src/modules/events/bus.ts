import { EventEmitter } from "node:events";
import type { PlayerEventName, PlayerEvents } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";

export interface PlayerEvent<N extends PlayerEventName = PlayerEventName> {
  playerId: string;
  name: N;
  data: PlayerEvents[N];
}

export type PlayerEventListener = (event: PlayerEvent) => void;

/** Which of a player's live streams end (logout, password change, block); never sent to a client. */
export interface StreamEnd {
  playerId: string;
  sessionId?: string;
  keepSessionId?: string;
}

export type StreamEndListener = (end: StreamEnd) => void;

/** Whether a stream opened with that session is one the message ends. */
export function endsStream(end: StreamEnd, sessionId: string): boolean {
  if (end.sessionId !== undefined) return end.sessionId === sessionId;
  return end.keepSessionId !== sessionId;
}

/** Live events for connected players; publish only after the change has committed. */
export interface EventBus {
  publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void>;
  /** Several different events at once, in this order: one round trip where the bus sends them. */
  publishAll(events: readonly PlayerEvent[]): Promise<void>;
  subscribe(playerId: string, listener: PlayerEventListener): () => void;
  /** Ends matching streams in every server process; publish only after the sessions' end has committed. */
  endStreams(end: StreamEnd): Promise<void>;
  subscribeEnds(playerId: string, listener: StreamEndListener): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Delivers to the subscribers of this process only: enough with PGlite, which one process owns. */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  private readonly ends = new EventEmitter();

  constructor() {
    // One listener per open event stream; the count is bounded by connections, not a leak.
    this.emitter.setMaxListeners(0);
    this.ends.setMaxListeners(0);
  }

  async publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void> {
    this.deliver(event);
  }

  async publishAll(events: readonly PlayerEvent[]): Promise<void> {
    for (const event of events) this.deliver(event);
  }

  deliver(event: PlayerEvent): void {
    this.emitter.emit(event.playerId, event);
  }

  subscribe(playerId: string, listener: PlayerEventListener): () => void {
    this.emitter.on(playerId, listener);
    return () => this.emitter.off(playerId, listener);
  }

  async endStreams(end: StreamEnd): Promise<void> {
    this.deliverEnd(end);
  }

  deliverEnd(end: StreamEnd): void {
    this.ends.emit(end.playerId, end);
  }

  /** Ends every stream of this process: used when ends may have been missed. */
  endAll(): void {
    for (const playerId of this.ends.eventNames()) this.deliverEnd({ playerId: String(playerId) });
  }

  subscribeEnds(playerId: string, listener: StreamEndListener): () => void {
    this.ends.on(playerId, listener);
    return () => this.ends.off(playerId, listener);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.ends.removeAllListeners();
  }
}

function isStreamEnd(value: unknown): value is StreamEnd {
  if (typeof value !== "object" || value === null) return false;
  const end = value as Record<string, unknown>;
  return (
    typeof end.playerId === "string" &&
    (end.sessionId === undefined || typeof end.sessionId === "string") &&
    (end.keepSessionId === undefined || typeof end.keepSessionId === "string")
  );
}

export const EVENTS_CHANNEL = "kham_player_events";
/** A channel of its own, so control messages can never be taken for a player event. */
export const STREAM_ENDS_CHANNEL = "kham_stream_ends";
const RECONNECT_MS = 1000;

/** Fans events out with LISTEN/NOTIFY; each process delivers what it hears, its own included. */
export class PostgresEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private listener: pg.PoolClient | undefined;
  private closed = false;
  private reconnect: NodeJS.Timeout | undefined;

  private readonly pool: pg.Pool;
  private readonly log: FastifyBaseLogger;
  private readonly reconnectMs: number;

  constructor(pool: pg.Pool, log: FastifyBaseLogger, reconnectMs = RECONNECT_MS) {
    this.pool = pool;
    this.log = log;
    this.reconnectMs = reconnectMs;
  }

  async publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]);
  }

  async publishAll(events: readonly PlayerEvent[]): Promise<void> {
    // One statement whatever the count, so it is prepared once; callers send distinct events in one transaction.
    await this.pool.query({
      name: "kham_publish_events",
      text: "select pg_notify($1, event) from unnest($2::text[]) as event",
      values: [EVENTS_CHANNEL, events.map((event) => JSON.stringify(event))],
    });
  }

  subscribe(playerId: string, listener: PlayerEventListener): () => void {
    return this.local.subscribe(playerId, listener);
  }

  async endStreams(end: StreamEnd): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [STREAM_ENDS_CHANNEL, JSON.stringify(end)]);
  }

  subscribeEnds(playerId: string, listener: StreamEndListener): () => void {
    return this.local.subscribeEnds(playerId, listener);
  }

  async start(): Promise<void> {
    const client = await this.pool.connect();
    client.on("notification", (message) => {
      if (message.payload === undefined) return;
      try {
        if (message.channel === EVENTS_CHANNEL) {
          this.local.deliver(JSON.parse(message.payload) as PlayerEvent);
        } else if (message.channel === STREAM_ENDS_CHANNEL) {
          const end: unknown = JSON.parse(message.payload);
          if (!isStreamEnd(end)) throw new Error("not a stream end");
          this.local.deliverEnd(end);
        }
      } catch (error) {
        this.log.warn({ err: error, channel: message.channel }, "unreadable player event notification");
      }
    });
    client.on("error", (error) => {
      // A connection closed or dropped already has nothing to mend (a closed bus's may still fail).
      if (this.closed || this.listener !== client) return;
      this.log.warn({ err: error }, "event listener connection lost, reconnecting");
      this.dropListener(client, error);
      this.scheduleReconnect();
    });
    this.listener = client;
    await client.query(`listen ${EVENTS_CHANNEL}`);
    await client.query(`listen ${STREAM_ENDS_CHANNEL}`);
  }

  private dropListener(client: pg.PoolClient, error?: Error) {
    if (this.listener === client) this.listener = undefined;
    client.release(error ?? true);
  }

  private scheduleReconnect() {
    if (this.closed) return;
    this.reconnect = setTimeout(() => {
      this.start().then(
        // Ends sent while nobody listened are lost: every stream ends and its client reconnects afresh.
        () => this.local.endAll(),
        (error) => {
          this.log.warn({ err: error }, "event listener reconnect failed");
          this.scheduleReconnect();
        },
      );
    }, this.reconnectMs);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.listener;
    this.listener = undefined;
    if (client !== undefined) {
      await client.query("unlisten *").catch(() => {});
      client.release(true);
    }
    await this.local.close();
  }
}
