#!/usr/bin/env bash
# Runs a command on a busy machine: BUSY_PROCS (default 2) processes burn a CPU core each for as long as the
# command runs, as a second heavy process beside the tests would. The burners stop when the command ends,
# fails or is interrupted (INT, TERM, HUP); each one also watches this script and stops by itself if the
# script dies without running its traps (kill -9). Exits with the command's status.
#
#   scripts/busy.sh npx playwright test e2e/spine.spec.ts --repeat-each=3
#   BUSY_PROCS=4 scripts/busy.sh npx vitest run
#   npm run test:e2e:busy -- e2e/product-pages.spec.ts
set -uo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/busy.sh COMMAND [ARGS...]   (BUSY_PROCS=n burners, default 2)" >&2
  exit 2
fi
procs=${BUSY_PROCS:-2}
if ! [[ $procs =~ ^[0-9]+$ ]]; then
  echo "BUSY_PROCS must be a whole number, not '$procs'" >&2
  exit 2
fi

parent=$$
burners=()
command_pid=

stop_burners() {
  [ ${#burners[@]} -eq 0 ] && return
  kill "${burners[@]}" 2>/dev/null
  wait "${burners[@]}" 2>/dev/null
  echo "busy: stopped ${#burners[@]} burner(s) (${burners[*]})" >&2
  burners=()
}
# A signal to this script reaches the command too, then the burners stop (the EXIT trap).
on_signal() {
  local code=$1 name=$2
  [ -n "$command_pid" ] && kill "-$name" "$command_pid" 2>/dev/null && wait "$command_pid" 2>/dev/null
  exit "$code"
}
trap stop_burners EXIT
trap 'on_signal 130 INT' INT
trap 'on_signal 143 TERM' TERM
trap 'on_signal 129 HUP' HUP

for ((i = 0; i < procs; i++)); do
  # A busy loop of shell arithmetic: pure CPU; every few milliseconds it checks that this script still runs.
  (
    trap - EXIT INT TERM HUP
    while kill -0 "$parent" 2>/dev/null; do
      for ((n = 0; n < 20000; n++)); do :; done
    done
  ) &
  burners+=($!)
done
echo "busy: ${#burners[@]} burner(s) (${burners[*]}) beside: $*" >&2

# In the background so that this script can take signals while the command runs; stdin stays the caller's.
"$@" <&0 &
command_pid=$!
wait "$command_pid"
status=$?
command_pid=
exit "$status"
