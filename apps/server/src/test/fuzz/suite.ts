/**
 * Hostile input against every route the app registers: answers below 500, in the envelope, with the
 * security headers, and a refused call changes no table. Rerun a shard file with the printed FUZZ_SEED.
 */
import diagnostics from "node:diagnostics_channel";
import { errorStatus, isErrorCode, paymentWebhookBody } from "@kham/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signatureHeader } from "../../adapters/payment-gateway/signature.ts";
import { LAK_MID, openDeposit, uniqueAccountNumber } from "../../modules/deposits/test-support.ts";
import { fundedPlayer, openWithdrawal } from "../../modules/withdrawals/test-support.ts";
import { API_DOCS_PREFIX } from "../../plugins/api-docs.ts";
import { ADMIN_TOKEN, buildTestApp, get, OTHER_HOST, PASSWORD, type TestApp } from "../helper.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const RUNS = 40;

/** Runs per route and identity: HEAD answers like GET; a backup's success copies the whole database. */
function runsFor(route: FuzzRoute): number {
  if (route.url === "/api/admin/v1/backup") return 8;
  return route.method === "HEAD" ? 10 : RUNS;
}

// ---------------------------------------------------------------------------------------------------
// The routes, as the app registers them.

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

type Part = "body" | "querystring" | "params" | "headers";
const PARTS: Part[] = ["body", "querystring", "params", "headers"];

interface FuzzRoute {
  method: string;
  url: string;
  schemas: Partial<Record<Part, JsonSchema>>;
  zod: Partial<Record<Part, z.ZodType>>;
}

const WEBHOOK_URL = "/api/v2/payments/:gateway/webhook";
// The event stream never ends while the session lives, so an inject of it would never return.
const NEVER_ENDS = new Set([
  "GET /api/v2/players/events",
  "HEAD /api/v2/players/events",
  "GET /api/admin/v1/agencies/:agency/events",
  "HEAD /api/admin/v1/agencies/:agency/events",
]);

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

let t: TestApp;
let unconvertible: string[] = [];
let apiRoutes: FuzzRoute[] = [];

/** Builds the app whose routes are fuzzed, and lists its routes with their schemas. */
async function openFuzzApp(): Promise<void> {
  const registered: RouteOptions[] = [];
  const collectRoutes = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
      registered.push(route);
    });
  };
  diagnostics.subscribe("fastify.initialization", collectRoutes);
  try {
    t = await buildTestApp();
  } finally {
    diagnostics.unsubscribe("fastify.initialization", collectRoutes);
  }
  unconvertible = [];
  const routes: FuzzRoute[] = registered.flatMap((route) =>
    [route.method].flat().map((method) => {
      const schemas: FuzzRoute["schemas"] = {};
      const zod: FuzzRoute["zod"] = {};
      const declared = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
      for (const part of PARTS) {
        const schema = declared[part];
        if (schema === undefined) continue;
        if (!isZod(schema)) {
          unconvertible.push(`${method} ${route.url} ${part}`);
          continue;
        }
        schemas[part] = toJsonSchema(schema);
        zod[part] = schema;
      }
      // The webhook reads its body itself (the signature covers the raw bytes): the contract says what it is.
      if (route.url === WEBHOOK_URL) {
        schemas.body = toJsonSchema(paymentWebhookBody);
        zod.body = paymentWebhookBody;
      }
      return { method, url: route.url, schemas, zod };
    }),
  );
  // The API reference's pages and files are documentation, not calls answered in the envelope.
  apiRoutes = routes.filter(
    (route) =>
      route.url.startsWith("/api/") &&
      !route.url.startsWith(API_DOCS_PREFIX) &&
      !NEVER_ENDS.has(`${route.method} ${route.url}`),
  );
}

// ---------------------------------------------------------------------------------------------------
// The world the calls run in: a funded player with an open deposit and an open withdrawal.

interface World {
  username: string;
  cookie: string;
  depositCode: string;
  withdrawalCode: string;
}
let world: World;

async function newWorld(): Promise<World> {
  const player = await fundedPlayer(t, 1000);
  const withdrawal = await openWithdrawal(t, player.cookie, "100.00");
  const deposit = await openDeposit(t.app, player.cookie);
  return {
    username: player.username,
    cookie: player.cookie,
    depositCode: deposit.code,
    withdrawalCode: withdrawal.code,
  };
}

/** A value taken from the world when the call is made (the player may have been replaced). */
class Known {
  readonly name: keyof typeof knownValues;
  constructor(name: keyof typeof knownValues) {
    this.name = name;
  }
  [fc.toStringMethod]() {
    return `<${this.name}>`;
  }
}

const knownValues = {
  depositCode: () => world.depositCode,
  withdrawalCode: () => world.withdrawalCode,
  username: () => world.username,
  password: () => PASSWORD,
  agency: () => "demo",
  otherAgency: () => "other",
  mid: () => LAK_MID,
  gateway: () => "sandbox",
  bankCode: () => "BCEL",
  accountNumber: () => uniqueAccountNumber(),
  fingerprint: () => "fp-test-device",
  now: () => t.clock.now().toISOString(),
};

/** Field names whose valid value the schema alone cannot guess (an existing order, the player's name). */
const knownByName: Record<string, (Known | string)[]> = {
  code: [new Known("depositCode"), new Known("withdrawalCode"), new Known("agency"), new Known("bankCode")],
  orderCode: [new Known("depositCode")],
  agency: [new Known("agency"), new Known("otherAgency")],
  username: [new Known("username")],
  password: [new Known("password")],
  confirmPassword: [new Known("password")],
  currentPassword: [new Known("password")],
  newPassword: [new Known("password")],
  confirmNewPassword: [new Known("password")],
  mid: [new Known("mid")],
  gateway: [new Known("gateway")],
  bankCode: [new Known("bankCode")],
  accountNumber: [new Known("accountNumber")],
  fingerprint: [new Known("fingerprint")],
  "x-fingerprint": [new Known("fingerprint")],
  paidAt: [new Known("now")],
  amount: ["66000", "100.00", "1000"],
  currency: ["LAK"],
  // A promotion's image must be an upload, a built-in banner or an https address (a refinement).
  imageUrl: ["https://cdn.example.com/banner.webp", "/promotions/welcome.svg"],
  // A report's range of Lao days must run forwards (a refinement); the lists take instants.
  from: ["2026-11-20", "2026-11-20T00:00:00+07:00"],
  to: ["2026-11-20", "2026-11-21T00:00:00+07:00"],
};

function resolve(value: unknown): unknown {
  if (value instanceof Known) return knownValues[value.name]();
  if (Array.isArray(value)) return value.map(resolve);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child)]));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// ---------------------------------------------------------------------------------------------------
// Valid values from a JSON schema.

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  // fast-check cannot generate lookaheads; dropping them keeps the rest of the shape.
  const simplified = pattern.replace(/\(\?[=!][^)]*\)/g, "");
  try {
    return fc.stringMatching(new RegExp(simplified));
  } catch {
    return fc.string({ maxLength: 20 });
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** Values for a schema; a field with known values mostly (or, with `onlyKnown`, always) takes one. */
function validArbitrary(schema: JsonSchema, name?: string, onlyKnown = false): fc.Arbitrary<unknown> {
  const known = name === undefined ? undefined : knownByName[name];
  // An enum (a transfer's `from` game) is its own list of valid values.
  if (known === undefined || typeOf(schema) === "object" || schema.enum !== undefined)
    return shapeArbitrary(schema, onlyKnown);
  if (onlyKnown) return fc.constantFrom(...known);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: shapeArbitrary(schema) },
  );
}

function shapeArbitrary(schema: JsonSchema, onlyKnown = false): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined)
    return fc.oneof(...choices.map((choice) => validArbitrary(choice, undefined, onlyKnown)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case "string": {
      if (schema.format === "date-time")
        return fc
          .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((date) => date.toISOString());
      if (schema.format === "uuid") return fc.uuid();
      const minLength = schema.minLength ?? 0;
      const maxLength = schema.maxLength ?? 40;
      if (schema.pattern !== undefined)
        return patternArbitrary(schema.pattern).filter(
          (value) => value.length >= minLength && value.length <= maxLength,
        );
      return fc.string({
        unit: "grapheme",
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, 40)),
      });
    }
    case "integer": {
      const min = schema.minimum ?? -1000;
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1_000_000)) });
    }
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(
        schema.items ? validArbitrary(schema.items, undefined, onlyKnown) : fc.jsonValue({ maxDepth: 1 }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        },
      );
    case "object": {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, child]) => [key, validArbitrary(child, key, onlyKnown)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------------
// Hostile values.

/** A JSON fragment written as it is: numbers JSON.parse turns into Infinity, deep nesting, own __proto__. */
class RawJson {
  readonly text: string;
  readonly label: string;
  constructor(text: string, label: string) {
    this.text = text;
    this.label = label;
  }
  [fc.toStringMethod]() {
    return `raw(${this.label})`;
  }
}

const nested = (depth: number, open: string, close: string, label: string) =>
  new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`, `${label} × ${depth}`);

const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\ud800",
      "\udfff",
      "x\ud83d",
      "\ude00\ud83d",
      "ສະບາຍດີ ເຈົ້າ",
      "สวัสดีครับ",
      "🎰🍀👨‍👩‍👧‍👦🇱🇦",
      "\u202e\u200b\ufeff",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "{{7*7}}",
      "../../etc/passwd",
      "%00",
      "\\",
      "null",
      "NaN",
      "-1",
      "0",
      "1e309",
      "9".repeat(40),
      "0.000000001",
      " 1000 ",
      "1,000",
      "１２３",
      "١٢٣",
      "__proto__",
    ),
  },
  // Any UTF-16 code unit: NUL, control characters and unpaired surrogates among them.
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 24 }),
  },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("x", "9", "ສ", "ไ", "🎰", "\u0000", "\ud800", " "),
        fc.constantFrom(65, 129, 257, 4097, 20_000),
      )
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileStrings },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e21, -1e21, 2 ** 53 + 2) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      new RawJson("1e999", "1e999"),
      new RawJson("-1e999", "-1e999"),
      new RawJson("123456789012345678901234567890", "30 digits"),
      new RawJson("1E-400", "1E-400"),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], ["a"], [1, 2, 3], [[]], { "": "" }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2, max: 4000 }).map((depth) => nested(depth, '{"a":', "}", "object")),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2, max: 4000 }).map((depth) => nested(depth, "[", "]", "array")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      new RawJson('{"__proto__":{"isAdmin":true}}', "__proto__"),
      new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}', "constructor.prototype"),
      new RawJson('{"prototype":{"isAdmin":true}}', "prototype"),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const hostileKeys = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  "\u0000",
  "\ud800",
  "k".repeat(300),
  "$where",
  "isAdmin",
);

/** JSON text with RawJson fragments in place and own `__proto__` keys kept as keys. */
function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((child, index) => [[...prefix, index], ...pathsOf(child, [...prefix, index])]);
  if (isPlainObject(value))
    return Object.entries(value).flatMap(([key, child]) => [
      [...prefix, key],
      ...pathsOf(child, [...prefix, key]),
    ]);
  return [];
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is `remove`). */
function changeAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && remove) copy.splice(Number(head), 1);
    else copy[Number(head)] = changeAt(copy[Number(head)], rest, replacement, remove);
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const changed = entries.flatMap(([key, child]): [string, unknown][] => {
    if (key !== head) return [[key, child]];
    if (rest.length === 0 && remove) return [];
    return [[key, changeAt(child, rest, replacement, remove)]];
  });
  return Object.fromEntries(changed);
}

const label = (path: Path) => path.join(".") || "(root)";

// ---------------------------------------------------------------------------------------------------
// Requests.

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType?: string };

/** A percent-encoded URL piece written as it is, even when it is not valid percent-encoding. */
class RawUrl {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  [fc.toStringMethod]() {
    return `rawUrl(${JSON.stringify(this.text)})`;
  }
}

interface Plan {
  note: string;
  params: Record<string, unknown>;
  query: [string, unknown][];
  body: Body;
  headers: [string, unknown][];
  signature: "valid" | "stale" | "none";
}

const RAW_BODIES: Body[] = [
  { kind: "raw", text: "{" },
  { kind: "raw", text: '{"a":}' },
  { kind: "raw", text: "" },
  { kind: "raw", text: "null" },
  { kind: "raw", text: "\ufeff{}" },
  { kind: "raw", text: `${" ".repeat(10_000)}{}` },
  { kind: "raw", text: '{"a":1,"a":2}' },
  { kind: "raw", text: "[]" },
  { kind: "raw", text: '"\\ud800"' },
  { kind: "raw", text: '{"x":"\\u0000"}' },
  { kind: "raw", text: "x".repeat(20_000) },
  { kind: "raw", text: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  { kind: "raw", text: "{}", contentType: "text/plain" },
  { kind: "raw", text: "{}", contentType: "application/json; charset=utf-16" },
];

/** Valid values for each property of an object schema, keyed by name (known values first). */
function validEntries(
  schema: JsonSchema | undefined,
  allOptional = false,
  onlyKnown = false,
): fc.Arbitrary<[string, unknown][]> {
  const properties = schema?.properties ?? {};
  return fc
    .record(
      Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, validArbitrary(child, key, onlyKnown)]),
      ),
      { requiredKeys: allOptional ? [] : (schema?.required ?? []).filter((key) => key in properties) },
    )
    .map((values) => Object.entries(values));
}

interface Valid {
  params: [string, unknown][];
  query: [string, unknown][];
  headers: [string, unknown][];
  body: Body;
}

const json = (value: unknown): Body => ({ kind: "json", value });

/** The ways to spoil a valid body, one at a time. */
function bodyMutations(valid: fc.Arbitrary<Valid>): fc.Arbitrary<[Valid, string]>[] {
  const withBody = (base: Valid, body: Body, note: string): [Valid, string] => [{ ...base, body }, note];
  const value = (base: Valid) => (base.body.kind === "json" ? base.body.value : {});
  return [
    fc.tuple(valid, fc.nat(), hostileJson).map(([base, index, hostile]) => {
      const paths = pathsOf(value(base));
      const path = paths[index % Math.max(paths.length, 1)] ?? [];
      return withBody(base, json(changeAt(value(base), path, hostile)), `body ${label(path)} hostile`);
    }),
    fc.tuple(valid, fc.nat()).map(([base, index]) => {
      const paths = pathsOf(value(base));
      const path = paths[index % Math.max(paths.length, 1)];
      if (path === undefined) return withBody(base, json(value(base)), "valid");
      return withBody(
        base,
        json(changeAt(value(base), path, undefined, true)),
        `body ${label(path)} missing`,
      );
    }),
    fc.tuple(valid, hostileKeys, hostileJson).map(([base, key, hostile]) => {
      const body = value(base);
      const extended = isPlainObject(body)
        ? Object.fromEntries([...Object.entries(body), [key, hostile]])
        : body;
      return withBody(base, json(extended), `body extra key ${JSON.stringify(key.slice(0, 20))}`);
    }),
    fc
      .tuple(valid, hostileJson)
      .map(([base, hostile]) => withBody(base, json(hostile), "whole body hostile")),
    fc.tuple(valid, fc.constantFrom(...RAW_BODIES)).map(([base, body]) => withBody(base, body, "raw body")),
    valid.map((base) => withBody(base, { kind: "none" }, "no body")),
  ];
}

const RAW_URL_PIECES = [
  "%",
  "%ZZ",
  "%ED%A0%80",
  "%00",
  "%C0%80",
  "%FF",
  "..%2F..%2F",
  "%2e%2e",
  "a%2Fb",
  "%E0%A4%A",
];

const hostileUrlValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES.map((piece) => new RawUrl(piece))) },
);

const RAW_QUERIES = [
  "%",
  "&&&",
  "=x",
  "a[b]=1",
  "%ZZ=1",
  "__proto__=1",
  "constructor[prototype]=1",
  `${"q".repeat(5000)}=1`,
];

const hostileHosts = fc.constantFrom(
  OTHER_HOST,
  "unknown.example.com",
  "LOCALHOST",
  "localhost:99999",
  "[::1]",
  "127.0.0.1",
  "a\u0000b",
  "\ud800.example.com",
  "ສ.example.com",
  "h".repeat(300),
  "",
  "local host",
);

const hostileHeader: fc.Arbitrary<[string, unknown]> = fc.oneof(
  hostileHosts.map((host): [string, unknown] => ["host", host]),
  fc
    .constantFrom("%00", "%ED%A0%80", "x".repeat(200), "", "a;b", "\u0000", "%", "x".repeat(129))
    .map((value): [string, unknown] => ["cookie", `kham_session=${value}`]),
  fc
    .constantFrom(
      "text/plain",
      "application/json; charset=utf-16",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json\u0000",
      "APPLICATION/JSON",
      "",
    )
    .map((value): [string, unknown] => ["content-type", value]),
  fc
    .constantFrom("null", "https://evil.example", "http://localhost", "http://\u0000", "not a url")
    .map((value): [string, unknown] => ["origin", value]),
  fc.constant<[string, unknown]>(["sec-fetch-site", "cross-site"]),
  hostileStrings.map((value): [string, unknown] => ["x-request-id", value]),
  fc
    .constantFrom(
      "Bearer ",
      "Bearer x",
      `Bearer ${ADMIN_TOKEN}\u0000`,
      "Basic abc",
      `Bearer ${"x".repeat(5000)}`,
    )
    .map((value): [string, unknown] => ["authorization", value]),
  fc.constant<[string, unknown]>(["accept-version", "1.x"]),
  hostileHosts.map((host): [string, unknown] => ["x-forwarded-host", host]),
  hostileStrings.map((value): [string, unknown] => ["x-fingerprint", value]),
  hostileStrings.map((value): [string, unknown] => ["x-signature", value]),
);

const replace = (entries: [string, unknown][], name: string, value: unknown): [string, unknown][] => [
  ...entries.filter(([key]) => key !== name),
  [name, value],
];

/** A request the route's schemas accept (as far as fast-check can tell from JSON Schema). */
function validRequest(route: FuzzRoute, onlyKnown = false): fc.Arbitrary<Valid> {
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  return fc.record({
    params: validEntries(route.schemas.params, false, onlyKnown),
    query: validEntries(route.schemas.querystring, true, onlyKnown),
    headers: validEntries(route.schemas.headers, false, onlyKnown),
    body: hasBody
      ? (route.schemas.body ? validArbitrary(route.schemas.body, undefined, onlyKnown) : fc.constant({})).map(
          json,
        )
      : fc.constant<Body>({ kind: "none" }),
  });
}

function toPlan(base: Valid, note: string, signature: Plan["signature"] = "valid"): Plan {
  return {
    note,
    params: Object.fromEntries(base.params),
    query: base.query,
    body: base.body,
    headers: base.headers,
    signature,
  };
}

/** A valid request for the route, then at most one thing spoilt: a body field, a parameter, a header... */
function planArbitrary(route: FuzzRoute): fc.Arbitrary<Plan> {
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  const valid = validRequest(route);
  const params = Object.keys(route.schemas.params?.properties ?? {});
  const queries = Object.keys(route.schemas.querystring?.properties ?? {});
  const weighted = (weight: number, arbitrary: fc.Arbitrary<[Valid, string]>) => ({ weight, arbitrary });
  const mutations = [
    weighted(
      4,
      valid.map((base): [Valid, string] => [base, "valid"]),
    ),
    weighted(
      2,
      fc
        .tuple(valid, hostileHeader)
        .map(([base, [name, value]]): [Valid, string] => [
          { ...base, headers: replace(base.headers, name, value) },
          `header ${name} hostile`,
        ]),
    ),
    weighted(
      1,
      fc
        .tuple(valid, hostileKeys, hostileUrlValue)
        .map(([base, key, value]): [Valid, string] => [
          { ...base, query: [...base.query, [key, value]] },
          "query extra key",
        ]),
    ),
    weighted(
      1,
      fc
        .tuple(valid, fc.constantFrom(...RAW_QUERIES))
        .map(([base, raw]): [Valid, string] => [
          { ...base, query: [...base.query, ["", new RawUrl(raw)]] },
          "raw query",
        ]),
    ),
  ];
  if (hasBody) for (const mutation of bodyMutations(valid)) mutations.push(weighted(2, mutation));
  else
    mutations.push(
      weighted(
        1,
        fc
          .tuple(valid, hostileJson)
          .map(([base, value]): [Valid, string] => [{ ...base, body: json(value) }, "GET body"]),
      ),
    );
  if (params.length > 0)
    mutations.push(
      weighted(
        4,
        fc
          .tuple(valid, fc.constantFrom(...params), hostileUrlValue)
          .map(([base, name, value]): [Valid, string] => [
            { ...base, params: replace(base.params, name, value) },
            `param ${name} hostile`,
          ]),
      ),
    );
  if (queries.length > 0)
    mutations.push(
      weighted(
        3,
        fc
          .tuple(valid, fc.constantFrom(...queries), hostileUrlValue, fc.boolean())
          .map(([base, name, value, twice]): [Valid, string] => [
            { ...base, query: twice ? [...base.query, [name, value]] : replace(base.query, name, value) },
            `query ${name} ${twice ? "repeated" : "hostile"}`,
          ]),
      ),
    );
  for (const name of Object.keys(route.schemas.headers?.properties ?? {}))
    mutations.push(
      weighted(
        2,
        fc
          .tuple(valid, hostileStrings)
          .map(([base, value]): [Valid, string] => [
            { ...base, headers: replace(base.headers, name, value) },
            `header ${name} hostile`,
          ]),
      ),
    );
  const signature: fc.Arbitrary<Plan["signature"]> =
    route.url === WEBHOOK_URL
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant("valid" as const) },
          { weight: 1, arbitrary: fc.constantFrom("stale" as const, "none" as const) },
        )
      : fc.constant("valid" as const);
  return fc
    .tuple(fc.oneof(...mutations), signature)
    .map(([[base, note], signed]) => toPlan(base, note, signed));
}

/** Percent-encoding that writes a lone surrogate as its (invalid) three UTF-8 bytes instead of throwing. */
function encodeComponent(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function urlPiece(value: unknown): string {
  const resolved = resolve(value);
  if (resolved instanceof RawUrl) return resolved.text;
  return encodeComponent(typeof resolved === "string" ? resolved : (JSON.stringify(resolved) ?? ""));
}

type Identity = "visitor" | "player" | "admin";

function materialize(route: FuzzRoute, identity: Identity, plan: Plan): InjectOptions {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => urlPiece(plan.params[name]));
  const query = plan.query
    .map(([key, value]) =>
      value instanceof RawUrl && key === "" ? value.text : `${encodeComponent(key)}=${urlPiece(value)}`,
    )
    .join("&");
  const headers: Record<string, string> = { host: "localhost" };
  if (identity === "player") headers.cookie = world.cookie;
  if (identity === "admin") headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  let payload: string | undefined;
  if (plan.body.kind === "json") {
    payload = toJsonText(resolve(plan.body.value));
    headers["content-type"] = "application/json";
  } else if (plan.body.kind === "raw") {
    payload = plan.body.text;
    headers["content-type"] = plan.body.contentType ?? "application/json";
  }
  if (route.url === WEBHOOK_URL) {
    const secret = t.app.config.paymentWebhookSecret;
    const now = t.clock.now();
    if (plan.signature === "valid") headers["x-signature"] = signatureHeader(secret, payload ?? "", now);
    else if (plan.signature === "stale")
      headers["x-signature"] = signatureHeader(secret, payload ?? "", new Date(now.getTime() - 3_600_000));
  }
  for (const [name, value] of plan.headers) {
    const resolved = resolve(value);
    headers[name] = typeof resolved === "string" ? resolved : String(resolved);
  }
  return {
    method: route.method as InjectOptions["method"],
    url: query === "" ? path : `${path}?${query}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The checks.

const clip = (text: string, length = 300) =>
  text.length <= length ? text : `${text.slice(0, length)}… (${text.length} characters)`;

function describeRequest(request: InjectOptions): string {
  return [
    `${request.method} ${clip(String(request.url))}`,
    `headers ${clip(JSON.stringify(request.headers), 400)}`,
    request.payload === undefined ? "no body" : `body ${clip(JSON.stringify(request.payload), 400)}`,
  ].join("\n  ");
}

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "x-request-id",
];

/** Calls whose success is a file, not JSON: the content type each answers. */
const FILE_ANSWERS: Record<string, string> = {
  "/api/admin/v1/backup": "application/gzip",
  "/api/admin/v1/agencies/:agency/exports/:kind": "text/csv; charset=utf-8",
};

/** What is wrong with an answer, or undefined. */
function answerProblem(method: string, url: string, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return "a 5xx answer";
  for (const name of SECURITY_HEADERS) if (response.headers[name] === undefined) return `no ${name} header`;
  if (method === "HEAD") return undefined;
  if (response.statusCode < 400 && FILE_ANSWERS[url] !== undefined)
    return response.headers["content-type"] === FILE_ANSWERS[url] ? undefined : "a file of the wrong type";
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return "a body that is not JSON";
  }
  if (!isPlainObject(body)) return "a body that is not an object";
  // The health probe answers load balancers in their own shape.
  if (response.statusCode < 400)
    return "data" in body || url === "/api/health" ? undefined : "a success without `data`";
  const error = body.error;
  if (Object.keys(body).join() !== "error" || !isPlainObject(error)) return "not the error envelope";
  if (Object.keys(error).some((key) => !["code", "message", "fields", "details"].includes(key)))
    return "unexpected keys in the error";
  if (!isErrorCode(error.code)) return `unknown error code ${String(error.code)}`;
  if (errorStatus[error.code] !== response.statusCode)
    return `${error.code} must answer ${errorStatus[error.code]}`;
  if (typeof error.message !== "string" || /\n\s+at |\.ts:\d/.test(error.message))
    return "a message that is not plain text";
  if (error.fields !== undefined) {
    if (!isPlainObject(error.fields)) return "fields that are not an object";
    if (Object.values(error.fields).some((reason) => typeof reason !== "string"))
      return "a field reason that is not a string";
  }
  return undefined;
}

/**
 * Watches the database: a write takes a transaction id, so the tables are hashed only when the next
 * id moved; a refused call whose hashes differ changed something it must not have.
 */
class DatabaseWatch {
  private nextXid = "";
  private hashes = new Map<string, string>();
  private hashQuery = sql``;

  async start(): Promise<void> {
    const tables = await this.rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(tables.length).toBeGreaterThan(5);
    this.hashQuery = sql.raw(
      tables
        .map(
          ({ name }) =>
            `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from public."${name}" t`,
        )
        .join(" union all "),
    );
    await this.rebase();
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  private async xid(): Promise<string> {
    const [row] = await this.rows<{ xid: string }>(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
    );
    return row?.xid ?? "";
  }

  private async tableHashes(): Promise<Map<string, string>> {
    return new Map(
      (await this.rows<{ name: string; hash: string }>(this.hashQuery)).map((row) => [row.name, row.hash]),
    );
  }

  /** Takes the current state as the reference (after a success, or whatever ran between calls). */
  async rebase(): Promise<void> {
    this.nextXid = await this.xid();
    this.hashes = await this.tableHashes();
  }

  /** Rebases when something wrote since the last look. */
  async settle(): Promise<void> {
    if ((await this.xid()) !== this.nextXid) await this.rebase();
  }

  /** The tables that changed since the reference; the reference becomes the current state. */
  async changedTables(): Promise<string[]> {
    if ((await this.xid()) === this.nextXid) return [];
    const before = this.hashes;
    await this.rebase();
    return [...this.hashes].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);
  }
}

let watch = new DatabaseWatch();

/** After a success: a logout, password change or block may have ended the player's session. */
async function afterSuccess(): Promise<void> {
  const me = await get(t.app, "/api/v2/players/me", { cookie: world.cookie });
  if (me.statusCode === 401) world = await newWorld();
  await watch.rebase();
}

async function call(route: FuzzRoute, identity: Identity, plan: Plan): Promise<void> {
  await watch.settle();
  const request = materialize(route, identity, plan);
  const response = await t.app.inject(request);
  const what = `${plan.note} as ${identity} (FUZZ_SEED=${SEED})\n  ${describeRequest(request)}\n  → ${response.statusCode} ${clip(response.body)}`;
  const problem = answerProblem(String(request.method), route.url, response);
  if (problem !== undefined) throw new Error(`${problem}: ${what}`);
  const changed = await watch.changedTables();
  if (response.statusCode >= 400 && changed.length > 0)
    throw new Error(`a refused call changed ${changed.join(", ")}: ${what}`);
  if (response.statusCode < 300) await afterSuccess();
}

function seedFor(key: string): number {
  let hash = SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

// ---------------------------------------------------------------------------------------------------

/** Paths of the free-text fields of a schema (strings that are not an enum or a literal); 0 for array items. */
function textPaths(schema: JsonSchema, path: Path = [], union = false): { path: Path; union: boolean }[] {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) return choices.flatMap((choice) => textPaths(choice, path, true));
  switch (typeOf(schema)) {
    case "string":
      return schema.enum !== undefined || schema.const !== undefined ? [] : [{ path, union }];
    case "array":
      return schema.items ? textPaths(schema.items, [...path, 0], union) : [];
    case "object":
      return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
        textPaths(child, [...path, key], union),
      );
    default:
      return [];
  }
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
function setDeep(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === "number") {
    const copy = Array.isArray(value) ? [...value] : [];
    copy[head] = setDeep(copy[head], rest, replacement);
    return copy;
  }
  const object = isPlainObject(value) ? value : {};
  return { ...object, [head]: setDeep(object[head], rest, replacement) };
}

/** Whether the route's own zod schemas accept every part of the (resolved) request. */
function accepted(route: FuzzRoute, base: Valid): boolean {
  const parts: [Part, unknown][] = [
    ["params", Object.fromEntries(base.params)],
    ["querystring", Object.fromEntries(base.query)],
    ["headers", Object.fromEntries(base.headers)],
    ["body", base.body.kind === "json" ? JSON.parse(toJsonText(base.body.value)) : undefined],
  ];
  return parts.every(([part, value]) => route.zod[part]?.safeParse(value).success ?? true);
}

/**
 * A request the route accepts, known values resolved: the first of a fixed series of samples. Known
 * values are tried first; a field whose name has known values of another kind (a TOTP `code` is no
 * order code) then gets values made from its schema.
 */
function acceptedRequest(route: FuzzRoute, key: string): Valid {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [sampled] = fc.sample(validRequest(route, attempt < 250), {
      seed: seedFor(`${key} ${attempt}`),
      numRuns: 1,
    });
    if (sampled === undefined) break;
    const base = resolve(sampled) as Valid;
    if (accepted(route, base)) return base;
  }
  throw new Error(`no accepted request found for ${route.method} ${route.url}`);
}

interface TextCase {
  route: FuzzRoute;
  part: Part;
  path: Path;
  union: boolean;
  value: string;
}

const UNSTORABLE = { NUL: "a\u0000b", "lone surrogate": "a\ud800b" };

/** One case per free-text field of every route and per unstorable text; a URL carries only NUL. */
function textCasesOf(routes: FuzzRoute[]): TextCase[] {
  return routes
    .filter((route) => route.method !== "HEAD")
    .flatMap((route) =>
      PARTS.flatMap((part) => {
        const schema = route.schemas[part];
        if (schema === undefined) return [];
        const values =
          part === "params" || part === "querystring" ? [UNSTORABLE.NUL] : Object.values(UNSTORABLE);
        const unique = new Map(textPaths(schema).map((found) => [label(found.path), found]));
        return [...unique.values()].flatMap(({ path, union }) =>
          values.map((value) => ({ route, part, path, union, value })),
        );
      }),
    );
}

/** Fuzzes every `count`th route from `index` on; shard 0 also checks the route list and unknown addresses. */
export async function fuzzShard(index: number, count: number): Promise<void> {
  await openFuzzApp();
  const mine = apiRoutes.filter((_, position) => position % count === index);
  afterAll(() => t.close());
  beforeAll(async () => {
    world = await newWorld();
    watch = new DatabaseWatch();
    await watch.start();
  });

  if (index === 0)
    describe("the route list", () => {
      it("holds every route with its zod schemas", () => {
        expect(unconvertible).toEqual([]);
        const keys = new Set(apiRoutes.map((route) => `${route.method} ${route.url}`));
        for (const expected of [
          "POST /api/v2/players/register",
          "POST /api/v2/players/login",
          "POST /api/v2/fingerprint",
          "POST /api/v2/deposits",
          "GET /api/v2/deposits/:code",
          "POST /api/v2/withdrawals",
          "POST /api/v2/payments/:gateway/webhook",
          "POST /api/admin/v1/agencies",
          "POST /api/sandbox/v1/payments",
        ])
          expect(keys).toContain(expected);
        expect(
          apiRoutes.find((route) => route.url === "/api/v2/players/register")?.schemas.headers,
        ).toBeDefined();
      });
    });

  describe.each(mine)("$method $url", (route) => {
    const privileged = route.url.startsWith("/api/admin/") || route.url.startsWith("/api/sandbox/");
    const identities: Identity[] = privileged ? ["visitor", "admin"] : ["visitor", "player"];
    // A property that outlives its timeout keeps calling in the background and upsets the next one's watch.
    it.each(identities)(
      "survives hostile input as %s",
      async (identity) => {
        await fc.assert(
          fc.asyncProperty(planArbitrary(route), (plan) => call(route, identity, plan)),
          {
            seed: seedFor(`${route.method} ${route.url} ${identity}`),
            numRuns: runsFor(route),
          },
        );
      },
      120_000,
    );
  });

  describe("every free-text field of every route", () => {
    beforeAll(async () => {
      const me = await get(t.app, "/api/v2/players/me", { cookie: world.cookie });
      if (me.statusCode !== 200) world = await newWorld();
      await watch.rebase();
    });

    if (index === 0)
      it("has cases", () => {
        expect(textCasesOf(apiRoutes).length).toBeGreaterThan(40);
      });

    it.each(
      textCasesOf(mine).map((testCase) => [
        `${testCase.route.method} ${testCase.route.url} ${testCase.part} ${label(testCase.path)} ${JSON.stringify(testCase.value)}`,
        testCase,
      ]),
    )("refuses unstorable text: %s", async (name, { route, part, path, union, value }) => {
      const privileged = route.url.startsWith("/api/admin/") || route.url.startsWith("/api/sandbox/");
      const base = toPlan(acceptedRequest(route, name), "valid");
      const plan: Plan = { ...base };
      const [head] = path;
      if (part === "body" && base.body.kind === "json")
        plan.body = json(setDeep(base.body.value, path, value));
      if (part === "params") plan.params = { ...base.params, [String(head)]: value };
      if (part === "querystring") plan.query = replace(base.query, String(head), value);
      if (part === "headers") plan.headers = replace(base.headers, String(head), value);
      await watch.settle();
      const request = materialize(route, privileged ? "admin" : "player", plan);
      const response = await t.app.inject(request);
      const what = `${describeRequest(request)}\n  → ${response.statusCode} ${clip(response.body)}`;
      expect(response.statusCode, what).toBe(400);
      const error = response.json().error;
      expect(error.code, what).toBe("VALIDATION_ERROR");
      // The webhook checks its body itself and a union reports on the whole value: no field to name there.
      if (route.url !== WEBHOOK_URL || part !== "body")
        if (!union) expect(error.fields?.[label(path)], what).toBe("validation.text_invalid");
      expect(await watch.changedTables(), what).toEqual([]);
    });
  });

  if (index === 0)
    describe("unknown API addresses", () => {
      const unknown: FuzzRoute = { method: "GET", url: "/api/:a/:b", schemas: {}, zod: {} };
      it("answer an envelope and change nothing", async () => {
        const methods = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");
        await fc.assert(
          fc.asyncProperty(
            methods,
            hostileUrlValue,
            hostileUrlValue,
            planArbitrary(unknown),
            (method, a, b, plan) => call({ ...unknown, method }, "player", { ...plan, params: { a, b } }),
          ),
          { seed: seedFor("unknown"), numRuns: RUNS },
        );
      });
    });
}
