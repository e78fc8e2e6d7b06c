import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** The dotted path of the first string or key inside `value` that holds U+0000, if any. */
function findNulCharacter(value: unknown, path: string): string | undefined {
  // A stack rather than recursion: a 1 MB body can nest deeper than the call stack goes.
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.path;
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        const childPath = next.path ? `${next.path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 and no shopper types one, so input carrying it is refused
 * as a 400 before it reaches a query (where it was a 500). `path` names where the value came from.
 */
export function refuseNulCharacters(value: unknown, path = ''): void {
  const at = findNulCharacter(value, path);
  if (at === undefined) return;
  throw badRequest(at ? '{path}: {problem}' : NUL_MESSAGE, [{ path: at, message: NUL_MESSAGE }], {
    path: at,
    problem: { message: NUL_MESSAGE },
  });
}

/**
 * Checks every route's decoded path parameters, query and JSON body before validation. The
 * multipart reader applies the same check to form fields (`http/multipart-parts.ts`).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback rather than an async hook: no promise and no extra tick on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNulCharacters(request.params);
      refuseNulCharacters(request.query);
      refuseNulCharacters(request.body);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
