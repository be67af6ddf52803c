// The public professional page's only script (decision 0123). The server's HTML is the page: its links are real
// links and it reads fine with no script at all. The app (its entry, named by `data-app`) is loaded only when
// it is needed, so a visitor opening a shared link does not pay for booting the whole app on a phone:
// - at once for a signed-in visitor (the app shows them its top menu, not the visitor's 'entrar');
// - otherwise on the visitor's first sign of use (touch, pointer, wheel, key, focus).
// A click on a control only the app can answer (`data-app-action`: more feedbacks, 'Fale conosco') is replayed
// on the app's control of the same name once the app's page has taken the server's place.
(() => {
  const script = document.currentScript ?? document.querySelector('script[data-app]');
  const appSrc = script?.dataset.app;
  if (!appSrc) return;
  // The session token's key (apps/web/src/lib/session.ts).
  const TOKEN_KEY = 'brilho.token';
  const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'];
  let booted = false;
  let loaded = false;
  let pendingAction = null;
  let watching = false;

  const signedIn = () => {
    try {
      return Boolean(window.localStorage.getItem(TOKEN_KEY));
    } catch {
      return false;
    }
  };

  /** Clicks the app's control for the pending action once the server's page has left (at most once). */
  const replayWhenTakenOver = () => {
    if (watching) return;
    watching = true;
    const replay = () => {
      if (document.getElementById('server-page')) return false;
      const control = document.querySelector(`#root [data-app-action="${pendingAction}"]`);
      if (control instanceof HTMLElement) control.click();
      return true;
    };
    if (replay()) return;
    const observer = new MutationObserver(() => {
      if (replay()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  };

  const listen = () => {
    for (const type of INTENTS) window.addEventListener(type, boot, { capture: true, passive: true });
  };

  const boot = () => {
    if (booted) return;
    booted = true;
    for (const type of INTENTS) window.removeEventListener(type, boot, true);
    import(appSrc).then(
      () => {
        loaded = true;
        if (pendingAction) replayWhenTakenOver();
      },
      () => {
        // Offline or a new deploy: the page stays as it is, a working page; the next touch tries again.
        booted = false;
        listen();
      },
    );
  };

  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-app-action]') : null;
      if (!control || !document.getElementById('server-page')) return;
      event.preventDefault();
      pendingAction = control.getAttribute('data-app-action');
      if (loaded) replayWhenTakenOver();
      else boot();
    },
    true,
  );

  if (signedIn()) boot();
  else listen();
})();
