/**
 * A value built when it is first asked for, then kept. For Intl formatters: building one costs a
 * phone milliseconds, which a module that builds it at its top pays on every page that imports it,
 * even where nothing is ever formatted with it.
 */
export function builtOnFirstUse<T extends object>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
