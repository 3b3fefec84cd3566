/** The server test files that reach a database (scripts/database-suites.mjs). */
export function databaseSuites(root?: string): string[];
/** The test files that open no database and touch no shared state: run without isolation (ADR 037). */
export function sharedSuites(roots?: string[]): string[];
