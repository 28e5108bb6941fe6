#!/usr/bin/env bash
# Start the Oxide console's mock API (its MSW handlers as an HTTP server) and our console
# in proxy mode in front of it (NEXUS_URL), then crawl our console through Chromium.
#   tools/reference-mock/run.sh          snapshot + build our console, restart both, crawl
#   tools/reference-mock/run.sh serve    the same without the crawl
#   tools/reference-mock/run.sh crawl    crawl the running pair only
#   tools/reference-mock/run.sh stop     stop both
# Our console is built from a copy of the working tree (SNAPSHOT=worktree, the default) or
# of the last commit (SNAPSHOT=HEAD) in $OURS (/tmp/refmock-console), so neither the build
# nor the server touches the repository's own dist/. Each server runs in its own process
# group, its id kept in /tmp/refmock-{api,console}.pgid.
set -euo pipefail
MAIN=$(cd "$(dirname "$0")/../.." && pwd)
REF=${REFCONSOLE_DIR:-/tmp/refconsole}
OURS=${OURS:-/tmp/refmock-console}
MOCK_PORT=${MOCK_PORT:-12220}
CONSOLE_PORT=${CONSOLE_PORT:-4320}
export REFCONSOLE_DIR=$REF CONSOLE_URL=http://127.0.0.1:$CONSOLE_PORT MOCK_URL=http://127.0.0.1:$MOCK_PORT

stop() {
  if [ -f "$1" ]; then
    kill -- -"$(cat "$1")" 2>/dev/null || true
    rm -f "$1"
  fi
}

if [ "${1:-}" != crawl ]; then
  stop /tmp/refmock-api.pgid
  stop /tmp/refmock-console.pgid
  [ "${1:-}" = stop ] && exit 0
  sleep 1

  # our console: a copy of the tree, built for server mode
  rm -rf "$OURS" && mkdir -p "$OURS"
  if [ "${SNAPSHOT:-worktree}" = HEAD ]; then
    git -C "$MAIN" archive HEAD | tar -x -C "$OURS"
  else
    (cd "$MAIN" && tar -c --exclude=./.git --exclude=./node_modules --exclude=./dist \
      --exclude=./dist-mock --exclude=./data --exclude=./test-results --exclude=./playwright-report .) |
      tar -x -C "$OURS"
  fi
  ln -s "$MAIN/node_modules" "$OURS/node_modules"
  {
    echo "commit $(git -C "$MAIN" rev-parse --short HEAD) snapshot ${SNAPSHOT:-worktree} at $(date -u +%FT%TZ)"
    [ "${SNAPSHOT:-worktree}" = HEAD ] || git -C "$MAIN" status --short -- app server | sed 's/^/  /'
  } > "$OURS/SNAPSHOT"
  (cd "$OURS" && nice -n 5 npx vite build > /tmp/refmock-build.log 2>&1) ||
    { echo "our console did not build"; tail -30 /tmp/refmock-build.log; exit 1; }

  cd "$REF"
  setsid bash -c "echo \$\$ > /tmp/refmock-api.pgid; PORT=$MOCK_PORT exec npx vite-node '$MAIN/tools/reference-mock/start-mock.ts'" \
    > /tmp/refmock-api.log 2>&1 < /dev/null &
  cd "$OURS"
  setsid bash -c "echo \$\$ > /tmp/refmock-console.pgid; PORT=$CONSOLE_PORT NEXUS_URL=$MOCK_URL exec npx tsx server/start.ts --no-build" \
    > /tmp/refmock-console.log 2>&1 < /dev/null &

  for _ in $(seq 90); do
    if curl -sf "$CONSOLE_URL/v1/ping" > /dev/null; then break; fi
    sleep 1
  done
  curl -sf "$CONSOLE_URL/v1/ping" > /dev/null ||
    { echo "the mock or our console did not start"; tail /tmp/refmock-api.log /tmp/refmock-console.log; exit 1; }
  [ "${1:-}" = serve ] && exit 0
fi

cd "$MAIN"
flock /tmp/e2e.lock nice -n 5 node tools/reference-mock/crawl.mjs
