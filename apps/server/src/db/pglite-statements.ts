import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/** Distinct query texts worth a statement each; past this many, new texts run the ordinary way. */
const MAX_STATEMENTS = 500;

/** PostgreSQL's "cached plan must not change result type": the statement is dropped and made again. */
const STALE_PLAN = "0A000";

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, which say how each value is written. */
  paramTypes: number[];
  /** The columns it answers (none for a statement without rows), described once when it is made. */
  fields: Field[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Parser = (value: string, typeId: number) => unknown;

/**
 * The answer of one statement, as PGlite's own `parse.parseResults` makes it, without its cost per
 * call: that one copies the client's 300-odd type parsers into a new object every time, which was
 * a good part of a short query. Here each column's parser is looked up once per answer, from the
 * columns the statement was described with when it was made (asking again on every call made
 * PostgreSQL describe it and this side read its column names again, each time).
 */
function readResults<T>(
  answer: readonly messages.BackendMessage[],
  fields: readonly Field[],
  clientParsers: Record<number, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const asArrays = options?.rowMode === "array";
  const given = options?.parsers as Record<number, Parser> | undefined;
  const parsers = fields.map((field) => given?.[field.dataTypeID] ?? clientParsers[field.dataTypeID]);
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message.name === "dataRow") {
      const values = (message as messages.DataRowMessage).fields;
      const row: unknown[] | Record<string, unknown> = asArrays ? [] : {};
      for (let index = 0; index < values.length; index += 1) {
        const raw = values[index];
        const parser = parsers[index];
        const value =
          raw === null || raw === undefined || parser === undefined
            ? raw
            : parser(raw, fields[index]!.dataTypeID);
        if (asArrays) (row as unknown[]).push(value);
        else (row as Record<string, unknown>)[fields[index]!.name] = value;
      }
      rows.push(row);
    } else if (message.name === "commandComplete") {
      return {
        rows,
        fields: [...fields],
        affectedRows: affectedRows((message as messages.CommandCompleteMessage).text),
      } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
}

/** The row count of an INSERT, UPDATE, DELETE, COPY or MERGE, from its command tag. */
function affectedRows(tag: string): number {
  const [command, first, second] = tag.split(" ");
  if (command === "INSERT") return Number.parseInt(second!, 10);
  if (command === "UPDATE" || command === "DELETE" || command === "COPY" || command === "MERGE")
    return Number.parseInt(first!, 10);
  return 0;
}

/**
 * Gives PGlite's `query` named statements. PGlite answers each query with six calls into
 * PostgreSQL (parse, describe, bind, describe, execute, sync) and parses and plans the text every
 * time; here each distinct text is parsed once, then every call is one bind-execute round trip:
 * about a third of the CPU per query, in and out of transactions. Queries with options this does
 * not handle (blobs, given parameter types, notices) keep PGlite's own path.
 */
export function usePreparedStatements(client: PGlite): void {
  const ordinaryQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;
  let count = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `kham_${++count}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
    );
    const description = messages.find((message) => message.name === "rowDescription") as
      | messages.RowDescriptionMessage
      | undefined;
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      })),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index]!;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(param) : String(param);
    });
    try {
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // Inside a transaction PGlite writes its files once, at the end.
        { syncToFs: !inTransaction },
      );
      return readResults<T>(messages, statement.fields, client.parsers as Record<number, Parser>, options);
    } catch (error) {
      // A table changed under the statement: made again, once.
      if ((error as { code?: string }).code === STALE_PLAN && !retried) {
        statements.delete(text);
        return run(text, params, options, inTransaction, true);
      }
      // As PGlite's own query reports it: which query, with which values.
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const handles = (text: string, options: QueryOptions | undefined) =>
    (options === undefined || (!options.blob && !options.paramTypes && !options.onNotice)) &&
    (statements.has(text) || statements.size < MAX_STATEMENTS);

  client.query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!handles(text, options)) return ordinaryQuery<T>(text, params, options);
    // The same locks as PGlite's query: never inside someone else's transaction or query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, options, false)),
    );
  }) as PGlite["query"];

  const ordinaryTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    ordinaryTransaction((tx) => {
      // The transaction holds PGlite's transaction lock already; each query takes the query lock.
      const query = <R>(
        text: string,
        params: unknown[] = [],
        options?: QueryOptions,
      ): Promise<Results<R>> => {
        if (tx.closed) throw new Error("Transaction is closed");
        if (!handles(text, options)) return tx.query<R>(text, params, options);
        return client._runExclusiveQuery(() => run<R>(text, params, options, true));
      };
      return callback(Object.assign(Object.create(tx) as Transaction, { query }));
    })) as PGlite["transaction"];
}
