#!/usr/bin/env bash
# Restart the simulator (release `current`, fresh demo data, the repository's code as it is
# now) and the reference console's `vite preview` in front of it, then crawl.
#   tools/reference-console/run.sh            restart both and crawl
#   tools/reference-console/run.sh serve      restart both only
#   tools/reference-console/run.sh stop       stop both
# Each runs in its own process group; its id is kept in /tmp/ref{sim,preview}.pgid.
set -euo pipefail
MAIN=$(cd "$(dirname "$0")/../.." && pwd)
REF=${REFCONSOLE_DIR:-/tmp/refconsole}
SIM_PORT=${SIM_PORT:-4300}
PREVIEW_PORT=${PREVIEW_PORT:-4310}
export REFCONSOLE_DIR=$REF SIM_URL=http://localhost:$SIM_PORT PREVIEW_PORT CONSOLE_URL=http://127.0.0.1:$PREVIEW_PORT

stop() {
  if [ -f "$1" ]; then
    kill -- -"$(cat "$1")" 2>/dev/null || true
    rm -f "$1"
  fi
}
stop /tmp/refsim.pgid
stop /tmp/refpreview.pgid
[ "${1:-}" = stop ] && exit 0
sleep 1

cd "$MAIN"
setsid bash -c "echo \$\$ > /tmp/refsim.pgid; PORT=$SIM_PORT SIM_DB=/tmp/refsim.db exec npx tsx server/start.ts --release current --reset --no-build" \
  > /tmp/refsim.log 2>&1 < /dev/null &
cd "$REF"
setsid bash -c "echo \$\$ > /tmp/refpreview.pgid; exec node node_modules/vite/bin/vite.js preview --config '$MAIN/tools/reference-console/preview.config.mjs'" \
  > /tmp/refpreview.log 2>&1 < /dev/null &

for _ in $(seq 60); do
  if curl -sf "http://127.0.0.1:$PREVIEW_PORT/v1/ping" > /dev/null; then break; fi
  sleep 1
done
curl -sf "http://127.0.0.1:$PREVIEW_PORT/v1/ping" > /dev/null || { echo "simulator or preview did not start"; tail /tmp/refsim.log /tmp/refpreview.log; exit 1; }
[ "${1:-}" = serve ] && exit 0

cd "$MAIN"
nice -n 5 node tools/reference-console/crawl.mjs
