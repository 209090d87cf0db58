// Loaded as a blocking classic script from <head> so the first paint already has the right theme
// (no flash). A file, not inline, because the API's Content-Security-Policy is script-src 'self'.
// Same storage key and class names as next-themes ('theme'; class="light" | "dark").
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark =
      stored === 'dark' ||
      ((stored === null || stored === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    // Storage blocked: the system preference applies once React mounts.
  }
})();
