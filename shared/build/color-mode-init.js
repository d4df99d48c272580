// The first script of every page, run before it paints: puts the admin's theme on <html> (the class
// Chakra's dark tokens key on, and color-scheme for the browser's own controls), so a dark page never
// flashes light. The choice is the browser's ('light' or 'dark' under this key; none = follow the
// system); shared/src/ui/color-mode.ts keeps it afterwards and must use the same key.
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem('telehealth.colorMode');
  } catch {
    // storage blocked: follow the system
  }
  const dark =
    choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
