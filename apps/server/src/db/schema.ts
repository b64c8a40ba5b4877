import { USERNAME_PATTERN } from "@kham/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const agencies = pgTable("agencies", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  logoUrl: text("logo_url").notNull(),
  whatsapp: text("whatsapp").notNull().default(""),
  line: text("line").notNull().default(""),
  facebook: text("facebook").notNull().default(""),
  telegram: text("telegram").notNull().default(""),
  twitter: text("twitter").notNull().default(""),
  createdAt: createdAt(),
});

/** Hosts (without port, lower case) that serve an agency. */
export const agencyDomains = pgTable("agency_domains", {
  domain: text("domain").primaryKey(),
  agencyId: uuid("agency_id")
    .notNull()
    .references(() => agencies.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const agencyBanks = pgTable(
  "agency_banks",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    iin: text("iin").notNull(),
    logoUrl: text("logo_url").notNull(),
    position: integer("position").notNull(),
    enabled: boolean("enabled").notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.code] })],
);

export const players = pgTable(
  "players",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    registerFingerprint: text("register_fingerprint").notNull(),
    createdAt: createdAt(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff block a player from promotions. */
    blocked: boolean("blocked").notNull().default(false),
  },
  (table) => [
    // Unique, and read by staff's search from the start of a username whatever the collation
    // (usernames are lower case, so the search matches them as written); lookups use it as before.
    uniqueIndex("players_agency_username").on(table.agencyId, table.username.op("text_pattern_ops")),
    // Registration's rule for a username (lower-case letters, digits, '_' and '-'), kept by the
    // database too: login, uniqueness and staff's search all take a username exactly as written,
    // so "Somchai" beside "somchai" would be a second player who looks like the first.
    check("players_username_format", sql`${table.username} ~ ${sql.raw(`'${USERNAME_PATTERN.source}'`)}`),
    // Staff's search from the start of a display name, in any case: `lower(display_name) like
    // lower(text) || '%'`, which is what `ilike` does, read through this index.
    index("players_agency_display_name").on(
      table.agencyId,
      sql`lower(${table.displayName}) text_pattern_ops`,
    ),
    // Staff's player list (newest first) and the dashboard's new players per day.
    index("players_agency_created").on(table.agencyId, table.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The absolute end (30 days after creation); the idle end follows from last_seen_at. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_player").on(table.playerId)],
);

/** Our record of the member account each player has at each game provider. */
export const providerMembers = pgTable(
  "provider_members",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.provider] }),
    unique("provider_members_provider_member").on(table.provider, table.memberUsername),
  ],
);

export const fingerprints = pgTable(
  "fingerprints",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    fingerprint: text("fingerprint").notNull(),
    /** The UTC day it was reported on; one row per agency, fingerprint and day. */
    seenOn: text("seen_on").notNull(),
    device: jsonb("device").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("fingerprints_agency_fingerprint_day").on(table.agencyId, table.fingerprint, table.seenOn),
    index("fingerprints_player").on(table.playerId),
  ],
);

/** The sandbox game provider's own books: what a real provider would keep on its side. */
export const sandboxMembers = pgTable(
  "sandbox_members",
  {
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    balance: numeric("balance", { precision: 18, scale: 2 }).notNull().default("0.00"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.memberUsername] }),
    check("sandbox_members_balance_not_negative", sql`${table.balance} >= 0`),
  ],
);

export const sandboxTransfers = pgTable(
  "sandbox_transfers",
  {
    id: id(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    /** The caller's idempotency reference: a repeated transfer answers the first result. */
    reference: text("reference").notNull(),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 18, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("sandbox_transfers_reference").on(table.provider, table.reference),
    check("sandbox_transfers_amount_positive", sql`${table.amount} > 0`),
    check("sandbox_transfers_direction", sql`${table.direction} in ('in', 'out')`),
  ],
);

/**
 * The sandbox game server's rounds: each play is a bet and a result drawn from a cryptographic
 * random source, applied to the member's sandbox balance in the same transaction.
 */
export const sandboxRounds = pgTable(
  "sandbox_rounds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    gameCode: text("game_code").notNull(),
    bet: numeric("bet", { precision: 18, scale: 2 }).notNull(),
    win: numeric("win", { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 18, scale: 2 }).notNull(),
    /** What the player saw: reels, cards, the side that won. */
    outcome: jsonb("outcome").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_rounds_member").on(table.provider, table.memberUsername, table.id),
    check(
      "sandbox_rounds_amounts",
      sql`${table.bet} > 0 and ${table.win} >= 0 and ${table.balanceAfter} >= 0`,
    ),
  ],
);

/** A game opened by launch: the token in its URL is the member's pass to play at the sandbox. */
export const sandboxLaunches = pgTable(
  "sandbox_launches",
  {
    tokenHash: text("token_hash").primaryKey(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    /** The player's session that opened the game: the link ends with it. */
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The game, or null for the provider's lobby. */
    gameCode: text("game_code"),
    language: text("language").notNull(),
    returnUrl: text("return_url").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sandbox_launches_session").on(table.sessionId)],
);

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Money columns: decimal strings in, decimal strings out. */
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/** Units of a currency per 1 credit, per agency. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    buy: numeric("buy", { precision: 20, scale: 6 }).notNull(),
    sell: numeric("sell", { precision: 20, scale: 6 }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.currency] }),
    check("exchange_rates_positive", sql`${table.buy} > 0 and ${table.sell} > 0`),
  ],
);

/** A bank's merchant id (mid) that takes payments in one currency. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    bankCode: text("bank_code").notNull(),
    mid: text("mid").notNull(),
    displayName: text("display_name").notNull(),
    currency: text("currency").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [unique("payment_methods_agency_mid_currency").on(table.agencyId, table.mid, table.currency)],
);

/** Min/max amount an agency accepts per kind of order and currency; absent → the design's defaults. */
export const amountLimits = pgTable(
  "amount_limits",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["deposit", "withdraw"] }).notNull(),
    currency: text("currency").notNull(),
    min: money("min").notNull(),
    max: money("max").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.kind, table.currency] }),
    check("amount_limits_bounds", sql`${table.min} >= 0 and ${table.max} >= ${table.min}`),
  ],
);

/** What the LAO QR says about the merchant (tags 52, 59, 60); absent → defaults from the agency. */
export const merchantSettings = pgTable("merchant_settings", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  merchantName: text("merchant_name").notNull(),
  merchantCity: text("merchant_city").notNull(),
  merchantCategoryCode: text("merchant_category_code").notNull(),
});

/** One LAK account per player; a bank and number belong to one player of an agency. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" })
      .unique("bank_accounts_player"),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("bank_accounts_agency_bank_number").on(table.agencyId, table.bankCode, table.accountNumber),
  ],
);

export const depositOrders = pgTable(
  "deposit_orders",
  {
    id: id(),
    code: text("code").notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    provider: text("provider").notNull(),
    bankCode: text("bank_code").notNull(),
    mid: text("mid").notNull(),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    credit: money("credit").notNull(),
    bonus: money("bonus").notNull().default("0.00"),
    rate: numeric("rate", { precision: 20, scale: 6 }).notNull(),
    status: text("status", { enum: ["OPEN", "PAID", "SUCCESS", "FAILED", "CANCELED"] }).notNull(),
    gateway: text("gateway").notNull(),
    gatewayReference: text("gateway_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /**
     * Money that reached the order outside its normal life: paid after it was cancelled, or matched
     * to it by staff. Such an order is not "open" for the one-open-deposit rule, so settling it never
     * collides with a newer order the player has made meanwhile.
     */
    recovered: boolean("recovered").notNull().default(false),
    /** The promotion in use the deposit was made for: its bonus is credited with it. */
    promotionUsageId: uuid("promotion_usage_id").references((): AnyPgColumn => promotionUsages.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // Unique, and read by staff's search from the start of a code whatever the collation (see
    // db/order-search.ts); equality lookups use it as they used the plain unique index.
    uniqueIndex("deposit_orders_code_unique").on(table.code.op("text_pattern_ops")),
    index("deposit_orders_player_created").on(table.playerId, table.createdAt),
    // OPEN_ORDER is enforced by the database: at most one OPEN or PAID deposit per player.
    uniqueIndex("deposit_orders_one_open_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'OPEN' or (${table.status} = 'PAID' and not ${table.recovered})`),
    // Staff's lists, newest first, of all the agency's orders and of one status: each page is read
    // from the index in its order, never by sorting the agency's whole history.
    index("deposit_orders_agency_created").on(table.agencyId, table.createdAt),
    index("deposit_orders_agency_status_created").on(table.agencyId, table.status, table.createdAt),
    // The dashboard's sums of credited deposits by the day they were credited, read from the index
    // alone (the credit is in it).
    index("deposit_orders_agency_credited")
      .on(table.agencyId, table.updatedAt, table.credit)
      .where(sql`${table.status} = 'SUCCESS'`),
    check("deposit_orders_status", sql`${table.status} in ('OPEN', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED')`),
    check(
      "deposit_orders_amounts",
      sql`${table.amount} > 0 and ${table.credit} >= 0 and ${table.bonus} >= 0 and ${table.rate} > 0`,
    ),
  ],
);

/**
 * An open deposit order, as the one-open-order index defines it (OPEN, or PAID and not recovered).
 * Queries use this, with its statuses as literals: a prepared statement's generic plan can use a
 * partial index only when it can prove the index's condition, which a `status = $1` never is, and
 * without it "has the player an open order" read every order the player ever made.
 */
export const isOpenDepositOrder = sql`(${depositOrders.status} = 'OPEN' or (${depositOrders.status} = 'PAID' and not ${depositOrders.recovered}))`;

/** A credited deposit, as the dashboard's index defines it (literal status: see isOpenDepositOrder). */
export const isCreditedDepositOrder = sql`${depositOrders.status} = 'SUCCESS'`;

export const withdrawalOrders = pgTable(
  "withdrawal_orders",
  {
    id: id(),
    code: text("code").notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    provider: text("provider").notNull(),
    amount: money("amount").notNull(),
    creditReceived: money("credit_received").notNull(),
    creditReturned: money("credit_returned").notNull().default("0.00"),
    bonusDeducted: money("bonus_deducted").notNull().default("0.00"),
    payout: money("payout").notNull(),
    payoutCurrency: text("payout_currency").notNull(),
    rate: numeric("rate", { precision: 20, scale: 6 }).notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    status: text("status", { enum: ["OPEN", "SUCCESS", "REJECTED", "FAILED"] }).notNull(),
    /** Set in the transaction that records the credit leaving the provider; staff act only after it. */
    transferredOutAt: timestamp("transferred_out_at", { withTimezone: true }),
    /** Set in the transaction that records a rejected order's credit coming back. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The promotion in use the withdrawal ended (its max credit and bonus rules applied). */
    promotionUsageId: uuid("promotion_usage_id").references((): AnyPgColumn => promotionUsages.id),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // Unique, and read by staff's search from the start of a code whatever the collation (see
    // db/order-search.ts); equality lookups use it as they used the plain unique index.
    uniqueIndex("withdrawal_orders_code_unique").on(table.code.op("text_pattern_ops")),
    index("withdrawal_orders_player_created").on(table.playerId, table.createdAt),
    // As for deposits: staff's lists in their order, and the dashboard's paid withdrawals by day.
    index("withdrawal_orders_agency_created").on(table.agencyId, table.createdAt),
    index("withdrawal_orders_agency_status_created").on(table.agencyId, table.status, table.createdAt),
    index("withdrawal_orders_agency_paid")
      .on(table.agencyId, table.updatedAt, table.creditReceived)
      .where(sql`${table.status} = 'SUCCESS'`),
    // OPEN_ORDER is enforced by the database: at most one OPEN withdrawal per player.
    uniqueIndex("withdrawal_orders_one_open_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'OPEN'`),
    check("withdrawal_orders_status", sql`${table.status} in ('OPEN', 'SUCCESS', 'REJECTED', 'FAILED')`),
    check(
      "withdrawal_orders_amounts",
      sql`${table.amount} > 0 and ${table.creditReceived} >= 0 and ${table.creditReturned} >= 0 and ${table.bonusDeducted} >= 0 and ${table.payout} >= 0 and ${table.rate} > 0`,
    ),
  ],
);

/** An OPEN withdrawal, as the one-open-withdrawal index defines it (literal status: see isOpenDepositOrder). */
export const isOpenWithdrawalOrder = sql`${withdrawalOrders.status} = 'OPEN'`;

/** A paid withdrawal, as the dashboard's index defines it (literal status: see isOpenDepositOrder). */
export const isPaidWithdrawalOrder = sql`${withdrawalOrders.status} = 'SUCCESS'`;

/**
 * The agency's staff: the back office's users. An agency's staff see that agency only; platform
 * staff (no agency) may work on every agency. Usernames are unique across all staff.
 */
export const staff = pgTable(
  "staff",
  {
    id: id(),
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "finance", "marketing", "support"] }).notNull(),
    /** The TOTP secret (base32): set at the first login, confirmed by the first valid code. */
    totpSecret: text("totp_secret"),
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is good once, and only a later one after it. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("staff_role", sql`${table.role} in ('owner', 'finance', 'marketing', 'support')`)],
);

/**
 * A staff member's back-office session (cookie __Host-kham_staff; kham_staff over plain HTTP): 12 hours
 * at most, 30 minutes idle. It opens with the password and is good for the staff API only once the
 * TOTP code was given.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the second factor was given; until then the session can only finish the login. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff").on(table.staffId)],
);

/** Every state change made by staff or with the admin token: who, what, on what, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: uuid("agency_id").references(() => agencies.id),
    actorKind: text("actor_kind", { enum: ["staff", "token"] }).notNull(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("audit_log_agency_at").on(table.agencyId, table.at)],
);

/** Settings of an agency that have a default; a missing row means every default. */
export const agencySettings = pgTable(
  "agency_settings",
  {
    agencyId: uuid("agency_id")
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Provider credit from which a player counts as playing: no promotion can be taken, nor its deposit made. */
    promotionCreditThreshold: money("promotion_credit_threshold").notNull().default("5.00"),
  },
  (table) => [check("agency_settings_threshold", sql`${table.promotionCreditThreshold} >= 0`)],
);

export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Per language: {"lo": …, "cn": …, "vn": …, "th": …}. */
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    imageUrl: text("image_url").notNull(),
    status: text("status", { enum: ["ACTIVE", "INACTIVE"] }).notNull(),
    kind: text("kind", { enum: ["FIRST_DEPOSIT", "ANY"] }).notNull(),
    providers: jsonb("providers").$type<string[]>().notNull(),
    depositCredit: money("deposit_credit").notNull(),
    bonusCredit: money("bonus_credit").notNull(),
    maxCredit: money("max_credit").notNull(),
    requiredCredit: money("required_credit").notNull(),
    withdrawAll: boolean("withdraw_all").notNull(),
    deductBonusOnWithdraw: boolean("deduct_bonus_on_withdraw").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("promotions_agency_status").on(table.agencyId, table.status),
    check("promotions_status", sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
    check("promotions_kind", sql`${table.kind} in ('FIRST_DEPOSIT', 'ANY')`),
    check(
      "promotions_credits",
      sql`${table.depositCredit} > 0 and ${table.bonusCredit} >= 0 and ${table.maxCredit} > 0 and ${table.requiredCredit} >= 0`,
    ),
  ],
);

/**
 * A player's use of a promotion at one provider. At most one is USED per player, by the database's
 * partial unique index, so concurrent "use" calls can never leave two in use.
 */
/** Binary data: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come out a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Images staff upload (promotion banners), kept by the SHA-256 of their bytes: the same image is
 * stored once, whoever uploads it again, and its URL never changes. The agency is the first uploader.
 */
export const images = pgTable(
  "images",
  {
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type", { enum: ["image/png", "image/jpeg", "image/webp"] }).notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("images_sha256", sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check("images_content_type", sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check(
      "images_size",
      sql`${table.size} > 0 and ${table.size} <= 1048576 and ${table.size} = octet_length(${table.bytes})`,
    ),
  ],
);

export const promotionUsages = pgTable(
  "promotion_usages",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["USED", "SUCCESS", "CANCELED"] }).notNull(),
    /** Credited with the promotion deposit, once (0 until then). */
    bonus: money("bonus").notNull().default("0.00"),
    /** Taken back at cancellation: the unearned bonus, at most what was left at the provider. */
    bonusRemoved: money("bonus_removed").notNull().default("0.00"),
    /** Why it ended: the withdrawal it paid, a recheck that found the credit gone, or the player. */
    endReason: text("end_reason", { enum: ["WITHDRAWAL", "RECHECK", "CANCELED"] }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("promotion_usages_one_in_use_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'USED'`),
    index("promotion_usages_player_used").on(table.playerId, table.usedAt),
    check("promotion_usages_status", sql`${table.status} in ('USED', 'SUCCESS', 'CANCELED')`),
    check("promotion_usages_amounts", sql`${table.bonus} >= 0 and ${table.bonusRemoved} >= 0`),
  ],
);

/** A usage in use, as the one-in-use index defines it (literal status: see isOpenDepositOrder). */
export const isUsageInUse = sql`${promotionUsages.status} = 'USED'`;

/**
 * Our side of every credit movement, append-only. The idempotency key makes a repeated
 * settlement a no-op rather than a second entry.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    provider: text("provider").notNull(),
    kind: text("kind").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    orderCode: text("order_code"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("ledger_entries_player").on(table.playerId, table.createdAt)],
);

/** The durable job/outbox table every adapter call runs from. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** The agency whose order the job works on: staff of that agency see it when it dies. */
    agencyId: uuid("agency_id").references(() => agencies.id),
    payload: jsonb("payload").notNull(),
    /** One live job per key: enqueueing the same step twice keeps the first. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    status: text("status", { enum: ["pending", "running", "done", "dead"] })
      .notNull()
      .default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("jobs_due").on(table.status, table.runAt),
    // Staff's jobs (dead ones first of all), most recently changed first.
    index("jobs_agency_status_updated").on(table.agencyId, table.status, table.updatedAt),
    index("jobs_agency_updated").on(table.agencyId, table.updatedAt),
    check("jobs_status", sql`${table.status} in ('pending', 'running', 'done', 'dead')`),
    check("jobs_attempts", sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
  ],
);

/** Every webhook a gateway sent us and what became of it; the event id makes a replay a no-op. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    orderCode: text("order_code").notNull(),
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    /** What became of it: the payment it reported was new, or one we had already heard of. */
    outcome: text("outcome", {
      enum: ["PAID", "MISMATCH", "UNKNOWN_ORDER", "ORDER_NOT_OPEN", "LATE_PAID", "SAME_PAYMENT"],
    }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("payment_events_gateway_event").on(table.gateway, table.eventId)],
);

/**
 * Every distinct payment the bank told us about (by webhook or by our query), once per gateway
 * reference. A payment either credits its order or is UNMATCHED until staff resolve it, exactly once:
 * money the bank took is never only a log line.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    reference: text("reference").notNull(),
    /** The agency of the order it named; null when the order code is unknown (platform staff resolve). */
    agencyId: uuid("agency_id").references(() => agencies.id),
    orderCode: text("order_code").notNull(),
    amount: numeric("amount", { precision: 20, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["CREDITED", "UNMATCHED", "RESOLVED"] }).notNull(),
    /** Why it was not credited automatically. */
    unmatchedReason: text("unmatched_reason", {
      enum: ["AMOUNT_MISMATCH", "CURRENCY_MISMATCH", "UNKNOWN_ORDER", "ORDER_SETTLED", "CREDIT_FAILED"],
    }),
    resolution: text("resolution", { enum: ["CREDITED", "REFUNDED"] }),
    /** The deposit order that carries its credit: its own order, or the one staff created. */
    creditOrderCode: text("credit_order_code"),
    note: text("note"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    unique("payments_gateway_reference").on(table.gateway, table.reference),
    // Staff's exceptions (unmatched payments, newest first) and the list of every payment.
    index("payments_agency_status_received").on(table.agencyId, table.status, table.receivedAt),
    index("payments_agency_received").on(table.agencyId, table.receivedAt),
    index("payments_order").on(table.orderCode),
    check("payments_status", sql`${table.status} in ('CREDITED', 'UNMATCHED', 'RESOLVED')`),
    check("payments_amount_not_negative", sql`${table.amount} >= 0`),
    check("payments_resolution", sql`(${table.status} = 'RESOLVED') = (${table.resolution} is not null)`),
  ],
);

/**
 * Devices a player has logged in from (an HttpOnly cookie holding a random token; only its hash is
 * stored). A known device is not held back by the per-username login back-off, so someone guessing
 * a player's password from many addresses cannot lock the player out of their own phone.
 */
export const loginDevices = pgTable(
  "login_devices",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves the cascade from players and a login's "newest devices of this player".
  (table) => [index("login_devices_player_seen").on(table.playerId, table.lastSeenAt)],
);

/** The sandbox gateway's own books: the payments a bank would have recorded. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: id(),
  orderCode: text("order_code").notNull().unique(),
  amount: text("amount").notNull(),
  currency: text("currency").notNull(),
  reference: text("reference").notNull().unique(),
  paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
});
