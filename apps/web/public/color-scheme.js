// Sets the colour scheme before the app loads, so a dark-mode reader never sees a light flash.
(() => {
  try {
    const saved = localStorage.getItem('handlehub-color-scheme');
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const scheme = saved === 'light' || saved === 'dark' ? saved : system;
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {}
})();
