#!/usr/bin/env bash
# Applies the log-based metrics and alert policies in this folder to the current gcloud project:
# each metric is created or updated under its name, each policy created or updated in place under
# its display name, so running it again changes nothing. cloudbuild.yaml runs it on every deploy.
#
#   bash monitoring/apply.sh <Cloud Run service> [<notification channel>,...]
#
# `@SERVICE@` in the files becomes the service's name; the channels (full resource names,
# projects/P/notificationChannels/N) replace each policy's empty `notificationChannels`.
set -euo pipefail
service=${1:?usage: apply.sh SERVICE [CHANNELS]}
channels=${2:-}
dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

render() { # file -> rendered copy's path
  local out="$work/$(basename "$1")"
  sed -e "s|@SERVICE@|$service|g" -e "s|^notificationChannels: \[\]$|notificationChannels: [${channels//,/, }]|" "$1" >"$out"
  echo "$out"
}

for file in "$dir"/metrics/*.yaml; do
  name=$(sed -n 's/^name: //p' "$file")
  config=$(render "$file")
  if gcloud logging metrics describe "$name" >/dev/null 2>&1; then
    gcloud logging metrics update "$name" --config-from-file="$config"
  else
    gcloud logging metrics create "$name" --config-from-file="$config"
  fi
done

for file in "$dir"/policies/*.yaml; do
  display=$(sed -n "s/^displayName: '\(.*\)'$/\1/p" "$file")
  policy=$(render "$file")
  existing=$(gcloud monitoring policies list --filter="displayName=\"$display\"" --format='value(name)' | head -n 1)
  if [ -n "$existing" ]; then
    gcloud monitoring policies update "$existing" --policy-from-file="$policy"
  else
    gcloud monitoring policies create --policy-from-file="$policy"
  fi
done
