#!/usr/bin/env bash
# The compose test (`script/containers test` runs it, with the engine set up and DOCKER_HOST,
# NODE_IMAGE, POSTGRES_IMAGE, REDIS_IMAGE and COMPOSE set): the repository's docker-compose.yml,
# built and started as an operator does it (.env.example copied, the README's `once` lines run),
# with three workers; a 20-hotel run from fixture sites on the host; one worker killed with
# SIGKILL in the middle of it; then every hotel must have exactly one outcome and one profile.
# Then scale to 1 (the extra workers drain), back to 3, a second run, and `down -v`.
# Prints a summary; exits non-zero on the first failed check.
# `run.sh --build-only` stops after `compose build` (the same build, with the same .env), so CI can
# build the images while other suites run; COMPOSE_TEST_BUILT=1 then says this run already did.
set -Eeuo pipefail
# a command that fails outside a check still says where: set -e alone exits without a word
trap 'echo "compose test FAILED: line $LINENO: \"$BASH_COMMAND\" exited $?" >&2' ERR
cd "$(dirname "$0")/../.."
ROOT="$PWD"
: "${COMPOSE:?run through script/containers test}" "${DOCKER_HOST:?run through script/containers test}"
PROJECT=hotel-profiler-ci
HOTELS=20
WORK="$(mktemp -d /tmp/hp-compose-test.XXXXXX)"
T0=$SECONDS
summary=()
note() { echo "==> compose test: $*"; }
record() { summary+=("$1"); note "$1"; }
fail() {
  echo "compose test FAILED: $*" >&2
  echo "--- last worker and api logs" >&2
  for s in api worker; do compose logs --no-color --tail=30 "$s" >&2 2>&1 || true; done
  exit 1
}

# Compose v1 (docker-compose 1.29, Debian's) predates the top-level `name:` key, which only names
# the project; -p names it here, so v1 reads a copy without that line.
compose_file="$ROOT/docker-compose.yml"
if [ "$COMPOSE" = docker-compose ]; then
  compose_file="$WORK/docker-compose.yml"
  sed '/^name: /d' "$ROOT/docker-compose.yml" > "$compose_file"
fi
compose() { $COMPOSE -f "$compose_file" --project-directory "$ROOT" -p "$PROJECT" --env-file "$WORK/.env" "$@"; }

fixture_pid=
cleanup() {
  local code=$?
  set +e
  if [ -n "$fixture_pid" ]; then kill "$fixture_pid" 2>/dev/null; fi
  if [ -f "$WORK/.env" ]; then compose down -v --remove-orphans > "$WORK/down.log" 2>&1 || true; fi
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT

# --- .env: .env.example copied, then the README's Docker lines that fill it in -------------------
cp .env.example "$WORK/.env"
once_lines="$(awk '/^## Docker/{d=1} d && /^```sh/{b=1; next} b && /^```/{exit} b' README.md | grep -v '^docker compose\|^open ' || true)"
[ -n "$once_lines" ] || fail "README.md has no Docker section with a sh block"
(cd "$WORK" && bash -euo pipefail -c "$once_lines")
# The API's published port: a free one, so the test never collides with a stack already on 3000.
api_port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
echo "PORT=$api_port" >> "$WORK/.env"

# --- build and start ----------------------------------------------------------------------------
t=$SECONDS
if [ "${COMPOSE_TEST_BUILT:-0}" = 1 ] && [ "${1:-}" != --build-only ]; then
  # CI ran `run.sh --build-only` earlier in the same checkout; a cached compose build still
  # hashes every layer's files again, about 45 s on a 2-core machine.
  record "images built (api, worker) earlier in this run by script/containers build"
else
  compose build > "$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; fail "compose build"; }
  record "images built (api, worker) from the repository's Dockerfiles on $NODE_IMAGE: $((SECONDS - t)) s"
fi
if [ "${1:-}" = --build-only ]; then
  rm -f "$WORK/.env"
  exit 0
fi

health_of() { podman inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$1" 2>/dev/null || echo gone; }
# wait_healthy SERVICE COUNT TIMEOUT_S: COUNT containers of SERVICE running and healthy.
wait_healthy() {
  local service="$1" want="$2" deadline=$((SECONDS + $3))
  while [ $SECONDS -lt $deadline ]; do
    local ids healthy=0 n=0
    ids="$(compose ps -q "$service" 2>/dev/null)"
    for id in $ids; do
      n=$((n + 1))
      [ "$(health_of "$id")" = healthy ] && healthy=$((healthy + 1))
    done
    [ "$n" = "$want" ] && [ "$healthy" = "$want" ] && return 0
    sleep 2
  done
  fail "$service: wanted $want healthy containers within $3 s; have: $(for id in $(compose ps -q "$service"); do health_of "$id"; done | tr '\n' ' ')"
}

t=$SECONDS
compose up -d postgres redis > "$WORK/up.log" 2>&1 || { cat "$WORK/up.log"; fail "compose up postgres redis"; }
wait_healthy postgres 1 180
wait_healthy redis 1 120

# The fixture sites listen on the compose network's gateway only: what the containers call
# host.containers.internal. Their host:port list is the workers' SCRAPER_ALLOW_PRIVATE_HOSTS.
network="$(podman network ls --format '{{.Name}}' | grep -x "${PROJECT}_default" || true)"
[ -n "$network" ] || fail "no compose network ${PROJECT}_default"
gateway="$(podman network inspect --format '{{range .Subnets}}{{.Gateway}}{{end}}' "$network")"
[ -n "$gateway" ] || fail "network $network has no gateway"
node deploy/compose-test/fixture-sites.ts --bind "$gateway" --name host.containers.internal --count "$HOTELS" \
  --delay-ms "${FIXTURE_DELAY_MS:-500}" --out "$WORK" > "$WORK/fixture-sites.out" 2>&1 &
fixture_pid=$!
for _ in $(seq 1 60); do grep -q 'fixture sites ready' "$WORK/fixture-sites.out" 2>/dev/null && break; sleep 0.5; done
grep -q 'fixture sites ready' "$WORK/fixture-sites.out" || { cat "$WORK/fixture-sites.out"; fail "fixture sites did not start"; }
echo "SCRAPER_ALLOW_PRIVATE_HOSTS=$(cat "$WORK/allow-list.txt")" >> "$WORK/.env"

compose up -d --scale worker=3 >> "$WORK/up.log" 2>&1 || { cat "$WORK/up.log"; fail "compose up --scale worker=3"; }
wait_healthy api 1 300
wait_healthy worker 3 300
curl -fsS "http://127.0.0.1:$api_port/healthz" > /dev/null || fail "the API's /healthz on the published port $api_port"
record "stack up and healthy (postgres, redis, api, 3 workers): $((SECONDS - t)) s"

pg="$(compose ps -q postgres)"
sql() { podman exec "$pg" psql -U postgres -d hotel_profiler -At -F '|' -v ON_ERROR_STOP=1 -c "$1"; }

# --- a 20-hotel run, one worker killed in the middle ------------------------------------------
# The import CLI runs in a worker container (its image and settings) that is not the one killed.
# (Not `compose run`: docker-compose 1.29 creates its one-off container with links, which podman
# refuses.)
run_import() { # csv log container
  podman cp "$1" "$3:/tmp/hotels.csv"
  podman exec "$3" node apps/worker/src/cli/import.ts /tmp/hotels.csv > "$2" 2>&1
}
# one listing read whole (head would close the pipe on compose, which pipefail counts as a failure)
mapfile -t workers < <(compose ps -q worker)
[ "${#workers[@]}" -ge 2 ] || fail "wanted 3 worker containers; compose ps lists: ${workers[*]:-none}"
victim="${workers[0]}"
importer="${workers[${#workers[@]}-1]}"
t=$SECONDS
run_import "$WORK/hotels.csv" "$WORK/import.log" "$importer" &
import_pid=$!

# Kill once a few hotels are done and most are still in hand.
killed=no
deadline=$((SECONDS + 300))
while [ $SECONDS -lt $deadline ]; do
  done_count="$(sql "SELECT coalesce(sum(completed + failed), 0) FROM scrape_runs" 2>/dev/null || echo 0)"
  if [ "${done_count:-0}" -ge 2 ]; then
    podman kill --signal KILL "$victim" > /dev/null || fail "podman kill $victim"
    killed=yes
    record "worker $(podman inspect --format '{{.Name}}' "$victim") killed (SIGKILL) with $done_count of $HOTELS hotels done, $((SECONDS - t)) s into the run"
    break
  fi
  kill -0 "$import_pid" 2>/dev/null || break
  sleep 0.5
done
[ "$killed" = yes ] || { cat "$WORK/import.log"; fail "the run ended or stalled before a worker could be killed in the middle of it"; }

wait "$import_pid" || { tail -20 "$WORK/import.log"; fail "the import exited non-zero"; }
grep -q "finished: $HOTELS completed, 0 failed of $HOTELS\." "$WORK/import.log" || { tail -20 "$WORK/import.log"; fail "the import did not report $HOTELS completed"; }
record "run finished after the kill: $HOTELS completed, 0 failed, $((SECONDS - t)) s"

# --- nothing lost, nothing twice -----------------------------------------------------------------
run_id="$(sql "SELECT id FROM scrape_runs ORDER BY created_at DESC LIMIT 1")"
[ "$(sql "SELECT status || ' ' || completed || ' ' || failed FROM scrape_runs WHERE id = '$run_id'")" = "completed $HOTELS 0" ] || fail "run $run_id: $(sql "SELECT status, completed, failed FROM scrape_runs WHERE id = '$run_id'")"
[ "$(sql "SELECT count(*) FROM scrape_run_items WHERE run_id = '$run_id' AND status = 'completed'")" = "$HOTELS" ] || fail "run items: $(sql "SELECT status, count(*) FROM scrape_run_items WHERE run_id = '$run_id' GROUP BY status")"
[ "$(sql "SELECT count(*) FROM scrape_run_items WHERE run_id = '$run_id'")" = "$HOTELS" ] || fail "the run has other than $HOTELS items"
[ "$(sql "SELECT count(*) FROM hotels WHERE id LIKE 'CT-%' AND status = 'completed'")" = "$HOTELS" ] || fail "hotels: $(sql "SELECT status, count(*) FROM hotels WHERE id LIKE 'CT-%' GROUP BY status")"
[ "$(sql "SELECT count(DISTINCT hotel_id) FROM profiles WHERE hotel_id LIKE 'CT-%'")" = "$HOTELS" ] || fail "not every hotel has a profile"
[ "$(sql "SELECT count(*) FROM (SELECT hotel_id FROM profiles WHERE hotel_id LIKE 'CT-%' GROUP BY hotel_id HAVING count(*) <> 1 OR min(version) <> 1) d")" = 0 ] || fail "a hotel has more than one profile version: $(sql "SELECT hotel_id, count(*) FROM profiles GROUP BY hotel_id HAVING count(*) > 1")"
[ "$(sql "SELECT count(*) FROM (SELECT 1 FROM snippets GROUP BY hotel_id, source_url, content_hash HAVING count(*) > 1) d")" = 0 ] || fail "a snippet was stored twice"
[ "$(sql "SELECT count(*) FROM hotels h WHERE h.id LIKE 'CT-%' AND h.snippets_count <> (SELECT count(*) FROM snippets s WHERE s.hotel_id = h.id)")" = 0 ] || fail "a hotel's snippets_count differs from its stored snippets"
retaken="$(sql "SELECT count(*) FROM scrape_run_items WHERE run_id = '$run_id' AND attempts >= 2")"
[ "$retaken" -ge 1 ] || fail "no job was re-taken: the killed worker held none, so the kill proved nothing"
snippets="$(sql "SELECT count(*) FROM snippets WHERE hotel_id LIKE 'CT-%'")"
record "every hotel exactly once: $HOTELS items completed, $HOTELS profiles (version 1 each), $snippets snippets, none twice; $retaken jobs the killed worker held were re-taken by the others"

# --- scale down (the extra workers drain) and up again -------------------------------------------
t=$SECONDS
compose up -d --no-recreate --scale worker=1 >> "$WORK/up.log" 2>&1 || fail "compose up --scale worker=1"
wait_healthy worker 1 120
record "scaled to 1 worker: $((SECONDS - t)) s"
t=$SECONDS
compose up -d --no-recreate --scale worker=3 >> "$WORK/up.log" 2>&1 || fail "compose up --scale worker=3 (again)"
wait_healthy worker 3 300
record "scaled back to 3 workers, all healthy: $((SECONDS - t)) s"

t=$SECONDS
head -4 "$WORK/hotels.csv" > "$WORK/again.csv"
run_import "$WORK/again.csv" "$WORK/again.log" "$(compose ps -q worker | tail -1)" || { tail -20 "$WORK/again.log"; fail "the second import exited non-zero"; }
grep -q "finished: 3 completed, 0 failed of 3\." "$WORK/again.log" || { tail -20 "$WORK/again.log"; fail "the second run did not complete its 3 hotels"; }
record "a second run on the rescaled stack: 3 of 3 completed, $((SECONDS - t)) s"

# --- down -v -----------------------------------------------------------------------------------
t=$SECONDS
compose down -v --remove-orphans > "$WORK/down.log" 2>&1 || { cat "$WORK/down.log"; fail "compose down -v"; }
left="$(podman ps -aq --filter "label=com.docker.compose.project=$PROJECT" | wc -l) containers, $(podman volume ls -q --filter "label=com.docker.compose.project=$PROJECT" | wc -l) volumes"
[ "$left" = "0 containers, 0 volumes" ] || fail "left after down -v: $left"
rm -f "$WORK/.env"
record "down -v: nothing left ($((SECONDS - t)) s)"

echo
echo "Compose test passed in $((SECONDS - T0)) s ($COMPOSE, podman $(podman version --format '{{.Server.Version}}')):"
printf '  - %s\n' "${summary[@]}"
