// Starts the app once the page has shown itself, and keeps the taps made before then.
//
// The server's HTML paints and reads without JavaScript, and its links work as links. The app's
// code is fetched after the page's own files have loaded (the load event), so on slow mobile
// data the stylesheet and the first screen's pictures get the bandwidth first; or at once when
// the shopper starts using the page (a touch, a key); or three seconds after the HTML at the
// latest. The server lists the page's chunks in data-preload: they are all requested together,
// not one import after another.
//
// A classic script in <head> (vite.config.ts says why), so it runs before the body is parsed.
// It also holds the browser's offer to install the shop, for features/install to use later.
//
// A tap on a button, a checkbox or a label before the app runs is held: its default action is
// cancelled, the control is marked busy (aria-busy, data-waking: index.css shows it waking up),
// and the app clicks it again once it has taken over the page (src/lib/early-taps.ts).
(() => {
  'use strict';
  const script = document.currentScript;
  const entry = script?.getAttribute('data-app');
  const chunks = (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  // The entry's own chunks lead the list (each after those it imports), run one a task where
  // modulepreload fetches them all at once (not Safari 16).
  const preloadsModules = document.createElement('link').relList.supports('modulepreload');
  const entryChunks = preloadsModules
    ? chunks.slice(0, Number(script?.getAttribute('data-entry-chunks') ?? 0))
    : [];
  // Web fonts only once this browser keeps them (app/web-fonts.ts).
  if (document.cookie.split('; ').includes('web-fonts=kept'))
    document.documentElement.dataset.webFonts = '';
  const state = { held: [], ready: false };
  window.shopStart = state;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    state.installPrompt = event;
  });

  let started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    requestChunks(0);
  }

  // Each modulepreload link starts its request at once, at 0.5 ms of main thread a link here
  // (3-8 ms under Lighthouse's developer tools): forty in one go made one long task. Two a task
  // keep the page answering taps; the entry is imported once every request is under way.
  const CHUNKS_PER_TASK = 2;
  // A message, not a nested timer (clamped to 4 ms).
  const nextTask = (() => {
    const channel = new MessageChannel();
    const queued = [];
    channel.port1.onmessage = () => queued.shift()?.();
    return (run) => {
      queued.push(run);
      channel.port2.postMessage(null);
    };
  })();
  function requestChunks(from) {
    // One insertion a group: the document's styles are looked at once, not once a link.
    const links = document.createDocumentFragment();
    for (const href of chunks.slice(from, from + CHUNKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (from + CHUNKS_PER_TASK < chunks.length)
      nextTask(() => requestChunks(from + CHUNKS_PER_TASK));
    else runEntryChunks(0);
  }

  // Importing the entry runs all it imports in one task (the framework alone takes 10-20 ms
  // here): each chunk runs in a task of its own first. A failed chunk leaves it to the entry.
  function runEntryChunks(index) {
    if (index === entryChunks.length) return void import(entry);
    import(entryChunks[index]).then(
      () => nextTask(() => runEntryChunks(index + 1)),
      () => import(entry),
    );
  }

  const holdable =
    'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], label';
  document.addEventListener(
    'click',
    (event) => {
      if (state.ready || !(event.target instanceof Element)) return;
      const control = event.target.closest(holdable);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!state.held.includes(control)) state.held.push(control);
      control.setAttribute('aria-busy', 'true');
      control.setAttribute('data-waking', '');
      start();
    },
    true,
  );
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
