// Starts a prerendered page's scripts (tools/prerender.mjs) once the browser has painted the page's
// HTML. Its text is all in that HTML; but when the module scripts arrive quickly (a phone on
// Wi-Fi, a cached visit) the browser evaluates them and hydrates before it produces the first frame,
// and a phone's slow processor then holds the first paint back by as long as that work takes. Asked for
// after the first paint, the scripts load while the visitor reads.
//
// An inline classic script in the page's <head> (a file of its own would be one more request before
// the first paint, which Lighthouse charges to the largest paint): it reads the entry and the chunks to
// preload from its own data attributes (data-entry, data-preload) and adds them as Vite's HTML would
// have, once the page is painted and all of its HTML parsed (the entry hydrates the whole page).
//
// A button pressed before the entry has run would do nothing: it is kept, and pressed again once the
// page has come alive. Not as soon as the entry has run: the entry hydrates the layout, but the page
// itself is a lazy chunk React hydrates only once it has arrived, and a click on a part not yet
// hydrated is dropped. The public layout announces, from an effect inside the page's Suspense
// boundary, that the page has hydrated (PAGE_READY_EVENT, apps/portal/src/page-ready.ts). Clicks
// after the entry has run are React's own: React handles those on what it has hydrated.
(() => {
  const boot = document.currentScript;
  let early = [];
  document.addEventListener('click', (event) => early?.push(event.target), true);
  let kept = null;
  let ready = false;
  const replay = () => {
    if (!kept || !ready) return;
    // Emptied first: the clicks given again are not kept again.
    const targets = kept;
    kept = [];
    for (const target of targets) if (target.isConnected) target.closest?.('button')?.click();
  };
  document.addEventListener(
    'clearhire:page-ready',
    () => {
      ready = true;
      replay();
    },
    { once: true },
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // A long page can be painted before the parser has reached its end: the entry waits for all of it.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
    else begin();
  };
  const begin = () => {
    const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '', ...props }));
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: boot.dataset.entry }).addEventListener('load', () => {
      kept = early;
      early = null;
      replay();
    });
  };

  // A hidden tab paints nothing until it is shown, and a browser that does not report paints cannot say when.
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  // Buffered: a paint that came before this script ran is reported too.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should no paint ever be reported (the tab hidden before its first frame), the page still comes alive.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 2000);
})();
