/** The append-only ledger of our side of every credit movement: the public face other modules use. */
export {
  appendLedgerEntry,
  type LedgerEntryRow,
  type LedgerKind,
  latestPlayerLedger,
  ledgerKinds,
  listPlayerLedger,
  type NewLedgerEntry,
} from "./repository.ts";
