// The shop's offline page (offline.html): lists the pages kept on this device by the service
// worker's 'pages' cache (apps/web/pwa-plugin.ts), each by its own title, so a shopper without a
// connection can go on reading what they have seen. A classic script: the page's CSP allows no
// inline code.
(() => {
  'use strict';
  const MOST_LISTED = 20;

  document.getElementById('try-again')?.addEventListener('click', () => location.reload());

  // The page asked for is the address in the bar: under /hi, the shopper reads Hindi.
  if (location.pathname === '/hi' || location.pathname.startsWith('/hi/')) {
    document.documentElement.lang = 'hi';
    document.title = 'आप ऑफ़लाइन हैं';
    for (const element of document.querySelectorAll('[data-language]')) {
      element.hidden = element.getAttribute('data-language') !== 'hi';
    }
  }

  async function listSeenPages() {
    if (!('caches' in window)) return;
    const cache = await caches.open('pages');
    const requests = (await cache.keys()).slice(-MOST_LISTED).reverse();
    const list = document.getElementById('seen-pages-list');
    const section = document.getElementById('seen-pages');
    if (!list || !section || requests.length === 0) return;
    for (const request of requests) {
      const url = new URL(request.url);
      const response = await cache.match(request);
      const html = response ? await response.text() : '';
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const hindi = /<html[^>]*\slang="hi"/.test(html);
      const link = document.createElement('a');
      link.href = url.pathname + url.search;
      // The title is HTML text: the parser decodes its entities (&amp;) without running anything.
      const name = title
        ? new DOMParser().parseFromString(title, 'text/html').documentElement.textContent
        : url.pathname;
      // A page and its Hindi twin may share a title (a product's name): the language tells them apart.
      link.textContent = hindi ? `${name} · हिन्दी` : name;
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    section.hidden = false;
  }

  void listSeenPages();
})();
