#!/usr/bin/env bash
# Usage: bash .ci/with-redis.sh <command...>
# Starts a private, throw-away Redis server from the Debian package on a spare port, runs the
# command with REDIS_URL pointing at it, then stops the server and removes its folder. Exits with
# the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

REDIS_SERVER="$(command -v redis-server || true)"
if [ -z "$REDIS_SERVER" ]; then
  echo "with-redis: redis-server not found; install it with: apt-get install -y redis-server" >&2
  exit 1
fi

spare_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

PORT="$(spare_port)"
WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/kham-redis.XXXXXX")"
PID_FILE="$WORK_DIR/redis.pid"
LOG_FILE="$WORK_DIR/redis.log"

cleanup() {
  if [ -f "$PID_FILE" ]; then
    kill "$(cat "$PID_FILE")" 2>/dev/null || true
    # Waits for the server to go, so the folder is not removed under it.
    for _ in $(seq 1 50); do
      kill -0 "$(cat "$PID_FILE" 2>/dev/null || echo 0)" 2>/dev/null || break
      sleep 0.1
    done
  fi
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# In memory only: no snapshots, no append-only file, reachable on the loopback address alone.
"$REDIS_SERVER" --port "$PORT" --bind 127.0.0.1 --dir "$WORK_DIR" --save "" --appendonly no \
  --daemonize yes --pidfile "$PID_FILE" --logfile "$LOG_FILE" >/dev/null

# Waits up to 10 s for the server to answer a PING.
ready=false
for _ in $(seq 1 100); do
  if node -e '
    const socket = require("net").connect(Number(process.argv[1]), "127.0.0.1");
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => process.exit(data.toString().startsWith("+PONG") ? 0 : 1));
    socket.on("error", () => process.exit(1));
  ' "$PORT" 2>/dev/null; then
    ready=true
    break
  fi
  sleep 0.1
done
if [ "$ready" != true ]; then
  echo "with-redis: Redis did not start:" >&2
  cat "$LOG_FILE" >&2 || true
  exit 1
fi

export REDIS_URL="redis://127.0.0.1:$PORT"
echo "with-redis: Redis $("$REDIS_SERVER" --version | awk '{print $3}' | sed 's/^v=//') on port $PORT" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
