/** The help of `npm run admin`, one text per command. */
export const usage = {
  main: `Usage: npm run admin -- <command> [options]

Commands:
  agency:create <code> --name <name> --domain <host>...   create an agency with its domains
  agency:domain <code> <host>                             add a domain to an agency
  withdrawal:list [--status OPEN]                         the agency's withdrawals
  withdrawal:approve <code> --reference <ref>             mark a withdrawal paid out (SUCCESS)
  withdrawal:reject <code> [--reason <text>]              reject it; the credit goes back
  deposit:list [--status PAID]                            the agency's deposits
  player:block <username>, player:unblock <username>      blocked players take no promotions
  rates:set <currency> --buy <n> --sell <n>               units of currency per credit
  limits:set [--currency LAK] --deposit-min/-max, --withdraw-min/-max   amount bounds
  payment-method:add --code <bank> --mid <mid> --name <text> --currency <LAK|THB|USD>
  payment-method:disable <mid>
  payment:list [--unmatched]                              payments the bank reported; unmatched wait for staff
  payment:resolve <id> --credit <username> --provider <p> --note <text>
  payment:resolve <id> --refunded --note <text>           resolve an unmatched payment, once
  job:list [--dead]                                       background jobs; dead ones gave up
  job:retry <id>                                          run a dead job again (every step is idempotent)
  job:give-up <id> --note <text> [--checked-at-provider] fail a dead transfer the provider never made
  job:settle <id> --checked-at-provider [--reference <id>] [--note <text>]   record a dead transfer the provider made
  staff:create <username> --role owner|finance|marketing|support [--password <pw>] [--platform]
  staff:disable <username>, staff:reset-2fa <username>    end an account, or re-enrol its 2FA
  promotion:list                                          the agency's promotions, active or not
  promotion:create --file <promotion.json>                add a promotion (prints it, with its id)
  promotion:update <id> --file <promotion.json>           replace a promotion's terms and texts
  promotion:activate <id>, promotion:deactivate <id>      show it to players, or stop offering it
  backup <file.tar.gz> [--force]                          a consistent copy of the running server's PGlite data
  restore <file.tar.gz> --data-dir <folder>               a backup into a new folder, with the server stopped

Common options:
  --agency <code> the agency (default $DEFAULT_AGENCY, else demo)
  --url <url>     the server (default http://127.0.0.1:$PORT, PORT defaults to 3000)
  --help          help for a command

The token is ADMIN_TOKEN, or in development the file $DATA_DIR/admin-token the server writes.`,
  "agency:create": `Usage: npm run admin -- agency:create <code> --name <name> --domain <host> [--domain <host>...] [--logo-url <url>] [--url <url>]

Creates an agency (code: 2-20 lower-case letters or digits) that answers on the given hosts, with the
six default banks. Example:
  npm run admin -- agency:create lucky --name "Lucky Lao" --domain lucky.example.com`,
  "agency:domain": `Usage: npm run admin -- agency:domain <code> <host> [--url <url>]

Adds a host to an existing agency. Example:
  npm run admin -- agency:domain lucky www.lucky.example.com`,
  "withdrawal:list": `Usage: npm run admin -- withdrawal:list [--status OPEN|SUCCESS|REJECTED|FAILED] [--agency <code>]

Lists the agency's withdrawals, newest first, with the payout and the bank account to pay.`,
  "withdrawal:approve": `Usage: npm run admin -- withdrawal:approve <code> --reference <ref> [--paid-at <time>] [--agency <code>]

Marks an OPEN withdrawal paid out (SUCCESS) once the payout has been sent to its bank account.
--reference is the bank transfer's reference (1-64 characters); --paid-at when it was sent, an ISO
time with its offset (default now; not in the future, nor before the order). Example:
  npm run admin -- withdrawal:approve W1234 --reference FT2612020001 --paid-at 2026-12-02T09:30:00+07:00
An order that is finished, or whose credit has not left the provider yet, is refused (ORDER_NOT_OPEN).`,
  "withdrawal:reject": `Usage: npm run admin -- withdrawal:reject <code> [--reason <text>] [--agency <code>]

Rejects an OPEN withdrawal (REJECTED); the credit is transferred back to the player's provider.`,
  "deposit:list": `Usage: npm run admin -- deposit:list [--status OPEN|PAID|SUCCESS|FAILED|CANCELED] [--agency <code>]

Lists the agency's deposits, newest first.`,
  "player:block": `Usage: npm run admin -- player:block <username> [--agency <code>]

Blocks a player from promotions.`,
  "player:unblock": `Usage: npm run admin -- player:unblock <username> [--agency <code>]

Lets a blocked player take promotions again.`,
  "rates:set": `Usage: npm run admin -- rates:set <LAK|THB|USD> --buy <n> --sell <n> [--agency <code>]

Sets the units of a currency per credit: players pay "sell" per credit and receive "buy" per credit.
Example: npm run admin -- rates:set LAK --buy 640 --sell 660`,
  "limits:set": `Usage: npm run admin -- limits:set [--currency <LAK|THB|USD>] [--deposit-min <n>] [--deposit-max <n>] [--withdraw-min <n>] [--withdraw-max <n>] [--agency <code>]

Sets amount bounds. Deposit bounds are per currency (default LAK), in its units; withdrawal bounds
are in credit. An option left out keeps its current value. Example:
  npm run admin -- limits:set --withdraw-min 200 --withdraw-max 20000`,
  "payment-method:add": `Usage: npm run admin -- payment-method:add --code <bank> --mid <mid> --name <text> --currency <LAK|THB|USD> [--agency <code>]

Adds (or re-enables) a merchant id of one of the agency's banks for deposits. Example:
  npm run admin -- payment-method:add --code BCEL --mid BCEL0000555555 --name "BCEL One" --currency LAK`,
  "payment-method:disable": `Usage: npm run admin -- payment-method:disable <mid> [--agency <code>]

Stops offering a merchant id for deposits.`,
  "payment:list": `Usage: npm run admin -- payment:list [--unmatched | --status CREDITED|UNMATCHED|RESOLVED] [--page <n>] [--agency <code>]
Lists the payments the bank reported, newest first, 10 a page (--page for more). An UNMATCHED payment was not credited automatically: a wrong amount or currency, an unknown order, an
order already settled, or a credit the provider refused. Staff resolve each one with payment:resolve.
With the admin token, payments whose order code matched no agency are listed too (agency: null).`,
  "payment:resolve": `Usage: npm run admin -- payment:resolve <id> --credit <username> --provider <alphabet|askmebet|gclub|gclub_live> --note <text> [--agency <code>]
       npm run admin -- payment:resolve <id> --refunded --note <text> [--agency <code>]
Resolves an UNMATCHED payment exactly once: either credits it to the player at the provider (a new
deposit order, shown in the player's history, moves the credit like any deposit) or records that the
money was refunded outside the system. A second resolution is refused (ALREADY_RESOLVED). Example:
  npm run admin -- payment:resolve 4f0c… --credit somchai --provider gclub --note "paid 65,000 for a 66,000 order"`,
  "job:list": `Usage: npm run admin -- job:list [--dead | --status pending|running|done|dead] [--page <n>] [--agency <code>]
Lists the background jobs that move credit (deposit transfers, withdrawal transfers and refunds) and
watch orders. A dead job gave up after its retries (a provider down for long) or was refused for
good; the order it works on waits where it was. Fix the cause, then job:retry it (or, for a transfer
that can never be made, job:give-up it; for one the provider's report shows made, job:settle it).`,
  "job:retry": `Usage: npm run admin -- job:retry <id> [--agency <code>]
Runs a dead job again with fresh attempts. Safe: every step is idempotent (the provider is asked
whether a transfer already happened before anything moves). A job that is not dead is refused
(ALREADY_RESOLVED).`,
  "job:give-up": `Usage: npm run admin -- job:give-up <id> --note <text> [--checked-at-provider] [--agency <code>]
Gives up a dead transfer that retrying cannot mend (the provider lost the member account, say): a
deposit's transfer into the game, or a withdrawal's transfer out of it, dead for 10 minutes at least
(JOB_TOO_RECENT before: its last call may still reach the provider). The provider is asked first
whether it has a transfer under the order's code: if it has (TRANSFER_EXISTS), or cannot be asked
(PROVIDER_UNAVAILABLE), nothing changes; retry the job instead once the provider answers. A provider
that cannot be asked (AMB with no lookup) needs --checked-at-provider: you looked in its own report
and it has no such transfer (PROVIDER_CHECK_REQUIRED without it). Otherwise
the order fails: a deposit's payment goes back to the unmatched payments (payment:resolve it), a
withdrawal's credit stays in the player's game. Example:
  npm run admin -- job:give-up 42 --note "gclub closed the member account; ticket 1187"`,
  "job:settle": `Usage: npm run admin -- job:settle <id> --checked-at-provider [--reference <provider's id>] [--note <text>] [--agency <code>]
Records a dead transfer as done when the provider's own report shows it happened (a lost answer at
AMB, which has no lookup): the order moves on as the provider's success would have moved it (a
deposit credited, a withdrawal's credit taken, a credit transfer's next leg), with its ledger entry
and the provider's transaction id (--reference, at most 128 characters). Dead for 10 minutes at least
(JOB_TOO_RECENT before). A provider with a lookup is asked first: TRANSFER_NOT_FOUND if it has none.
Example:
  npm run admin -- job:settle 42 --checked-at-provider --reference 88123456 --note "in AMB's report"`,
  "staff:create": `Usage: npm run admin -- staff:create <username> --role owner|finance|marketing|support [--password <pw>] [--platform] [--agency <code>]
Creates a back-office account of the agency (3-32 of a-z 0-9 _ . -). Without --password a password is
generated and printed once; with one it must be 12+ characters. The first login at /backoffice enrols
the authenticator app (TOTP). --platform makes an account of no agency that may work on every agency.
Roles: owner (everything, staff), finance (withdrawals, deposits, unmatched payments, dead jobs),
marketing (promotions), support (read players and orders; block and unblock). Example:
  npm run admin -- staff:create noy --role finance`,
  "staff:disable": `Usage: npm run admin -- staff:disable <username> [--agency <code>]
Disables a back-office account at once: its sessions end and it cannot log in.`,
  "staff:reset-2fa": `Usage: npm run admin -- staff:reset-2fa <username> [--agency <code>]
Forgets an account's authenticator (a lost phone): its sessions end and the next login enrols a new one.`,
  "promotion:list": `Usage: npm run admin -- promotion:list [--agency <code>]
Lists the agency's promotions, newest first, with their terms and status.`,
  "promotion:create": `Usage: npm run admin -- promotion:create --file <promotion.json> [--agency <code>]
Adds a promotion (INACTIVE unless the file says "status": "ACTIVE") and prints it with its id. The
file holds: title and description per language ({"lo", "cn", "vn", "th"}), imageUrl, kind
(FIRST_DEPOSIT or ANY), providers, depositCredit, bonusCredit, maxCredit, requiredCredit (decimal
strings of credit), withdrawAll, deductBonusOnWithdraw (true/false), startsAt and endsAt (ISO dates;
endsAt may be null). Example file: apps/server/src/db/demo-promotions.ts shows three.`,
  "promotion:update": `Usage: npm run admin -- promotion:update <id> --file <promotion.json> [--agency <code>]
Replaces the promotion's terms and texts with the file's (same fields as promotion:create; its status
is left as it is: use promotion:activate or promotion:deactivate). Players already using it are bound
by the new terms from now on.`,
  "promotion:activate": `Usage: npm run admin -- promotion:activate <id> [--agency <code>]
Offers the promotion to players (within its dates).`,
  "promotion:deactivate": `Usage: npm run admin -- promotion:deactivate <id> [--agency <code>]
Stops offering the promotion; players already using it keep it until it ends.`,
  backup: `Usage: npm run admin -- backup <file.tar.gz> [--force] [--url <url>]

Asks the running server for a consistent copy of its PGlite data folder (a gzip-compressed tarball,
as PGlite's dumpDataDir writes it) and saves it as <file.tar.gz>, readable by you only. An existing
file is kept unless --force replaces it. Needs the admin token; on PostgreSQL use pg_dump instead
(docs/operations.md, Backups). Example:
  npm run admin -- backup /var/backups/kham/kham-2026-12-03.tar.gz`,
  restore: `Usage: npm run admin -- restore <file.tar.gz> --data-dir <folder>

Loads a backup into a new or empty folder and brings it up to this version's database schema; then
start a server on it with DATA_DIR=<folder>. Works offline: no server may run on that folder, and
a folder that holds anything is refused. Example:
  npm run admin -- restore /var/backups/kham/kham-2026-12-03.tar.gz --data-dir ./data-restored`,
} as const;

export type CommandName = Exclude<keyof typeof usage, "main">;
