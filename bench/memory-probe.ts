// Preloaded into a server child with `--import` (and --expose-gc): answers a 'memory' message
// on the IPC channel with process.memoryUsage() taken right after a full garbage collection, so
// the heap figure is what the process really keeps, not garbage waiting to be collected.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    process.send?.({ kind: 'memory', ...process.memoryUsage() });
  });
}
