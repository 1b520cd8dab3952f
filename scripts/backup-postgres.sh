#!/bin/sh
# Backs up the PostgreSQL database of DATABASE_URL to one file (issue 31, ADR 384):
#   DATABASE_URL=postgres://user@host:5432/mijote scripts/backup-postgres.sh backups/mijote-$(date +%F).dump
# pg_dump's custom format (-Fc: compressed, restored with scripts/restore-postgres.sh). It reads
# one consistent snapshot, so the nodes keep running. pg_dump must be at least the server's
# major version. Uploaded files (DATA_DIR/uploads) and ENCRYPTION_KEY are not in the database:
# back them up beside it.
set -eu

usage() {
  echo "usage: DATABASE_URL=postgres://… $0 <file>" >&2
  exit 2
}
[ $# -eq 1 ] || usage
[ -n "${DATABASE_URL:-}" ] || { echo "DATABASE_URL is not set (the database to back up)" >&2; usage; }
case "$DATABASE_URL" in postgres://* | postgresql://*) ;; *) echo "DATABASE_URL is not a postgres:// URL" >&2; exit 2 ;; esac

out=$1
partial="$out.partial"
# the URL without its password, for the messages
shown=$(printf '%s' "$DATABASE_URL" | sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#')
started=$(date +%s)
mkdir -p "$(dirname "$out")"
trap 'rm -f "$partial"' EXIT
pg_dump --format=custom --file="$partial" --dbname="$DATABASE_URL"
# the previous file stays whole until the new one is complete
mv "$partial" "$out"
trap - EXIT
echo "backed up $shown to $out ($(du -h "$out" | cut -f1)) in $(($(date +%s) - started)) s"
