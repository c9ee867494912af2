/*
 * The nav's theme button (layout/theme-button.tsx) works from here, inlined into the head of index.html after the
 * early-input capture (shell/webpack.config.js): no page's scripts carry it, so it costs a first visit nothing. A press
 * steps System → Light → Dark on <html data-theme> (the palette's CSS and the button's name and icon follow the
 * attribute), keeps the choice in the `theme` cookie (the server renders the next page in it), and for a member (the
 * button says so with data-member) on the account, so their other devices follow. Before the page is live, the capture
 * holds the press and hands it back once it is: the theme changes once. Settings makes the same choice
 * (shared-ui/src/choose-theme.ts).
 */
(function (d) {
  var NEXT = { system: 'light', light: 'dark', dark: 'system' };
  d.addEventListener('click', function (e) {
    var button = e.target && e.target.closest ? e.target.closest('[data-theme-toggle]') : null;
    if (!button) return;
    var root = d.documentElement;
    var now = root.getAttribute('data-theme');
    var choice = NEXT[now === 'light' || now === 'dark' ? now : 'system'];
    if (choice === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', choice);
    d.cookie =
      choice === 'system' ? 'theme=; path=/; max-age=0; samesite=lax' : 'theme=' + choice + '; path=/; max-age=31536000; samesite=lax';
    if (button.hasAttribute('data-member'))
      fetch('/api/me', {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ theme: choice }),
      }).catch(function () {});
  });
})(document);
