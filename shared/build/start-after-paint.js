// The one script a prerendered page (login.html) runs at once: the page is complete and usable as
// it is, so the app's scripts (preloaded meanwhile, marked data-start-after-paint) are started only
// once the browser has painted it. Run straight away, their first long task held that paint back.
// A form submitted before that (the login page's own script sends the sign-in: window.__earlySignIn)
// starts them at once instead: the admin is leaving the page, and waits for the app, not the paint.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[data-start-after-paint]')) {
      const script = document.createElement('script');
      script.src = link.href;
      document.head.append(script);
    }
  };
  if (window.__earlySignIn) return start();
  document.addEventListener('submit', () => setTimeout(start, 0), true);
  requestAnimationFrame(() => setTimeout(start, 0));
})();
