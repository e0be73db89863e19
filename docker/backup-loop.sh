#!/bin/sh
# The compose `backup` service: `node main.js backup` (what `npm run backup` runs) every
# BACKUP_INTERVAL_SECONDS into BACKUP_DIR, keeping the newest BACKUP_KEEP archives. A failed run keeps
# every earlier archive and is tried again at the next interval. See docs/operations.md, "Back up".
set -u
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
keep="${BACKUP_KEEP:-14}"
dir="${BACKUP_DIR:-/backups}"
while true; do
  if node main.js backup; then
    # Archive names carry their UTC time (clearhire-backup-20261127T030000Z.tar): newest sort last.
    ls -1 "$dir"/clearhire-backup-*.tar 2>/dev/null | sort | head -n -"$keep" | while read -r old; do
      rm -f "$old" && echo "Removed the old backup $old"
    done
  else
    echo "Backup failed: the earlier archives are kept; next try in ${interval}s." >&2
  fi
  sleep "$interval"
done
