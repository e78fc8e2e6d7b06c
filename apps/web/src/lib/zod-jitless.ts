/**
 * Turns off zod's JIT before zod loads. Its JIT first probes for eval with a caught
 * `new Function`; under the shop's CSP (no 'unsafe-eval') that probe still files a CSP violation
 * on every page that validates, so a violation report would no longer mean something real.
 * zod keeps its configuration on this global (shared by every copy of zod in a page) and starts
 * from it, so setting it here costs the first download nothing, where importing zod's
 * `config()` would put zod's core into it. zod-jitless.test.ts checks that zod still reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
