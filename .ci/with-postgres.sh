#!/usr/bin/env bash
# Usage: bash .ci/with-postgres.sh <command...>
# Starts a private, throw-away PostgreSQL cluster from the Debian packages on a spare port, runs the
# command with DATABASE_URL pointing at it, then stops the cluster and removes it. Exits with the
# command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_bin_dir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

if ! BIN_DIR="$(find_bin_dir)"; then
  echo "with-postgres: PostgreSQL server binaries (initdb, pg_ctl) not found;" \
    "install them with: apt-get install -y postgresql" >&2
  exit 1
fi

spare_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

PORT="$(spare_port)"
WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/kham-pg.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
SOCKET_DIR="$WORK_DIR/socket"
LOG_FILE="$WORK_DIR/postgres.log"
mkdir -p "$DATA_DIR" "$SOCKET_DIR"

# PostgreSQL refuses to run as root: then its binaries run as the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  chown -R postgres "$WORK_DIR"
  chmod 700 "$WORK_DIR"
fi

cleanup() {
  as_owner "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$BIN_DIR/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
  --no-sync >"$WORK_DIR/initdb.log" 2>&1 || {
  cat "$WORK_DIR/initdb.log" >&2
  exit 1
}

if ! as_owner "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -t 60 start \
  -o "-p $PORT -k $SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null; then
  echo "with-postgres: PostgreSQL did not start:" >&2
  cat "$LOG_FILE" >&2 || true
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BIN_DIR/postgres" --version | awk '{print $3}') on port $PORT" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
