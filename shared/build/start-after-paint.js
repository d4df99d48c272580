// The one script a prerendered page (login.html) runs at once: the page is complete and usable as
// it is, so the app's scripts (preloaded meanwhile, marked data-start-after-paint) are started only
// once the browser has painted it. Run straight away, their first long task held that paint back.
requestAnimationFrame(() => {
  setTimeout(() => {
    for (const link of document.querySelectorAll('link[data-start-after-paint]')) {
      const script = document.createElement('script');
      script.src = link.href;
      document.head.append(script);
    }
  }, 0);
});
