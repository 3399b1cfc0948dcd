#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster (Debian's `postgresql` package) on a free loopback port
# and exports TEST_DATABASE_URL, so `npm test` runs the API suite a second time on PostgreSQL.
# Meant to be sourced (.ci/run does); the cluster is stopped and deleted when the shell exits.
#
#   source scripts/ci-postgres.sh && npm test
#
# Running as root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).

jnanam_pg_start() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "ci-postgres: PostgreSQL is not installed (apt-get install postgresql); the API suite runs on SQLite only." >&2
    return 0
  fi

  local as_pg=()
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null; then as_pg=(runuser -u postgres --); else as_pg=(su postgres -s /bin/sh -c); fi
  fi
  run_pg() {
    if [ ${#as_pg[@]} -eq 0 ]; then "$@";
    elif [ "${as_pg[0]}" = runuser ]; then "${as_pg[@]}" "$@";
    else "${as_pg[@]}" "$(printf '%q ' "$@")"; fi
  }

  JNANAM_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/jnanam-pg-XXXXXX")
  [ "$(id -u)" = 0 ] && chown postgres: "$JNANAM_PG_DIR"
  local port
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

  run_pg "$bin/initdb" -D "$JNANAM_PG_DIR/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$JNANAM_PG_DIR/initdb.log" 2>&1 \
    || { cat "$JNANAM_PG_DIR/initdb.log" >&2; return 1; }
  # Loopback only, sockets in the temp dir; durability is not needed for a throw-away test cluster.
  run_pg "$bin/pg_ctl" -D "$JNANAM_PG_DIR/data" -l "$JNANAM_PG_DIR/server.log" -w -t 60 \
    -o "-p $port -k $JNANAM_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$JNANAM_PG_DIR/server.log" >&2; return 1; }
  run_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres jnanam_test

  JNANAM_PG_BIN=$bin
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/jnanam_test"
  echo "ci-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL set)"
  trap jnanam_pg_stop EXIT
}

jnanam_pg_stop() {
  [ -n "${JNANAM_PG_DIR:-}" ] || return 0
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$JNANAM_PG_BIN/pg_ctl" -D "$JNANAM_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  else
    "$JNANAM_PG_BIN/pg_ctl" -D "$JNANAM_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$JNANAM_PG_DIR"
  unset JNANAM_PG_DIR TEST_DATABASE_URL
}

jnanam_pg_start
