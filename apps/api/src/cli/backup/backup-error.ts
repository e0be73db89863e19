/**
 * A refusal the operator can act on (a missing archive, a tampered one, a non-empty target, a wrong
 * key): printed as one line, exit code 1, never a stack trace. Thrown before anything is written
 * wherever the check allows.
 */
export class BackupError extends Error {}
