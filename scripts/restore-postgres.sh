#!/bin/sh
# Restores a backup made by scripts/backup-postgres.sh into the database of DATABASE_URL (issue
# 31, ADR 384), replacing what it holds:
#   DATABASE_URL=postgres://user@host:5432/mijote scripts/restore-postgres.sh backups/mijote-2026-12-03.dump
# Stop the nodes first (or point DATABASE_URL at a new database: `createdb mijote_restored`).
# One transaction: a restore that fails leaves the database as it was. Objects are dropped and
# created again (--clean --if-exists) and owned by the restoring user (--no-owner). Asks before it
# starts when run from a terminal; --yes skips the question.
set -eu

usage() {
  echo "usage: DATABASE_URL=postgres://… $0 [--yes] <file>" >&2
  exit 2
}
yes=false
if [ "${1:-}" = "--yes" ]; then
  yes=true
  shift
fi
[ $# -eq 1 ] || usage
[ -n "${DATABASE_URL:-}" ] || { echo "DATABASE_URL is not set (the database to restore into)" >&2; usage; }
case "$DATABASE_URL" in postgres://* | postgresql://*) ;; *) echo "DATABASE_URL is not a postgres:// URL" >&2; exit 2 ;; esac

file=$1
[ -f "$file" ] || { echo "$file: no such backup file" >&2; exit 1; }
shown=$(printf '%s' "$DATABASE_URL" | sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#')
if [ "$yes" = false ] && [ -t 0 ]; then
  printf 'Replace everything in %s with %s? [y/N] ' "$shown" "$file"
  read -r answer
  case "$answer" in y | Y | yes) ;; *) echo "nothing done" >&2; exit 1 ;; esac
fi
started=$(date +%s)
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$file"
echo "restored $file into $shown in $(($(date +%s) - started)) s"
