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

/** Live events for connected players; publish only after the change has committed. */
export interface EventBus {
  publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void>;
  subscribe(playerId: string, listener: PlayerEventListener): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Delivers to the subscribers of this process only: enough with PGlite, which one process owns. */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open event stream; the count is bounded by connections, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void> {
    this.deliver(event);
  }

  deliver(event: PlayerEvent): void {
    this.emitter.emit(event.playerId, event);
  }

  subscribe(playerId: string, listener: PlayerEventListener): () => void {
    this.emitter.on(playerId, listener);
    return () => this.emitter.off(playerId, listener);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export const EVENTS_CHANNEL = "kham_player_events";
const RECONNECT_MS = 1000;

/**
 * Fans events out to every server process with LISTEN/NOTIFY: publishing notifies, and each process
 * (this one included) delivers what it hears to its own subscribers.
 */
export class PostgresEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private listener: pg.PoolClient | undefined;
  private closed = false;
  private reconnect: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish<N extends PlayerEventName>(event: PlayerEvent<N>): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]);
  }

  subscribe(playerId: string, listener: PlayerEventListener): () => void {
    return this.local.subscribe(playerId, listener);
  }

  async start(): Promise<void> {
    const client = await this.pool.connect();
    client.on("notification", (message) => {
      if (message.channel !== EVENTS_CHANNEL || message.payload === undefined) return;
      try {
        this.local.deliver(JSON.parse(message.payload) as PlayerEvent);
      } catch (error) {
        this.log.warn({ err: error }, "unreadable player event notification");
      }
    });
    client.on("error", (error) => {
      this.log.warn({ err: error }, "event listener connection lost, reconnecting");
      this.dropListener(client, error);
      this.scheduleReconnect();
    });
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.listener = client;
  }

  private dropListener(client: pg.PoolClient, error?: Error) {
    if (this.listener === client) this.listener = undefined;
    client.release(error ?? true);
  }

  private scheduleReconnect() {
    if (this.closed) return;
    this.reconnect = setTimeout(() => {
      this.start().catch((error) => {
        this.log.warn({ err: error }, "event listener reconnect failed");
        this.scheduleReconnect();
      });
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.listener;
    this.listener = undefined;
    if (client !== undefined) {
      await client.query(`unlisten ${EVENTS_CHANNEL}`).catch(() => {});
      client.release(true);
    }
    await this.local.close();
  }
}
