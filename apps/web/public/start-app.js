// Starts the app once the browser has painted the server's HTML (see startAppAfterFirstPaint in
// vite.config.ts): the entry's address is in this script element's data-app attribute.
const entry = document.querySelector('script[data-app]')?.getAttribute('data-app');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
