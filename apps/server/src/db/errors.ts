/** PostgreSQL error codes, read from the driver's error or from Drizzle's wrapper around it. */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the unique constraint the error broke, or undefined if it is another error. */
export function uniqueViolation(error: unknown): string | undefined {
  return pgErrorCode(error) === '23505' ? (constraintOf(error) ?? '') : undefined;
}

// Connection exceptions (class 08), the server shutting down or starting up (57P01-57P03),
// no free connection slots (53300), a statement cancelled by statement_timeout (57014) and a
// server that accepts only reads (25006: a standby, while the primary is lost and not replaced).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014|25006)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports these without a code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the error means the database cannot be reached right now (rather than that the query
 * was wrong): the request should be answered 503 and may be retried. A PANIC is the embedded
 * database stopping (db/reopening-pglite.ts reopens it).
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message, severity } = current as {
      code?: unknown;
      message?: unknown;
      severity?: unknown;
    };
    if (severity === 'PANIC') return true;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
