import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_PAGE_ACTIONS } from './server-page';
import { sessionToken } from './session';

// The public professional page's script (public/server-page.js, decision 0123), run in a page of its own as
// the browser would: the server's page in front of a hidden root, the script naming the app's entry.
const SCRIPT = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/server-page.js'),
  'utf8',
);

// A script's `import()` needs a module loader that code made by `new Function` has not: the test stands in for
// it, and so sees each load the script asks for.
const LOAD = 'import(appSrc)';
const PAGE_SCRIPT = SCRIPT.replace(LOAD, 'loadApp(appSrc)');

const APP_ENTRY = '/assets/index-abc.js';

function openPage({ signedIn = false } = {}) {
  const window = new Window({ url: 'https://brilho.example/pesquisa/profissionais/ana' });
  const { document } = window;
  if (signedIn) {
    // Signed in the way the app signs in: the key the app writes is the one the script reads.
    sessionToken.set('token');
    for (const [key, value] of Object.entries(globalThis.localStorage))
      window.localStorage.setItem(key, value);
    sessionToken.clear();
  }
  const loadApp = vi.fn(async (_src: string) => {});
  document.body.innerHTML = `<div id="server-page"><a href="/limpeza">agendar com Ana</a>
<button type="button" data-app-action="${SERVER_PAGE_ACTIONS.moreFeedbacks}">ver mais avaliações</button></div>
<div id="root"></div><script data-app="${APP_ENTRY}"></script>`;
  new Function('window', 'document', 'Element', 'HTMLElement', 'MutationObserver', 'loadApp', PAGE_SCRIPT)(
    window,
    document,
    window.Element,
    window.HTMLElement,
    window.MutationObserver,
    loadApp,
  );
  /** What the app does once loaded: its page in the root, the server's page removed. */
  const takeOver = () => {
    const more = document.createElement('button');
    more.setAttribute('data-app-action', SERVER_PAGE_ACTIONS.moreFeedbacks);
    const clicked = vi.fn();
    more.addEventListener('click', clicked);
    document.getElementById('root')!.append(more);
    document.getElementById('server-page')!.remove();
    return clicked;
  };
  return { window, document, loadApp, takeOver };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public professional page without the app', () => {
  it('is the script the page loads, asking for the app with one import', () => {
    expect(SCRIPT.split(LOAD)).toHaveLength(2);
  });

  it('loads no app while the visitor only reads the page', () => {
    const { loadApp } = openPage();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it("loads the app's entry on the visitor's first touch, once", () => {
    const { window, loadApp } = openPage();
    window.dispatchEvent(new window.Event('touchstart'));
    window.dispatchEvent(new window.Event('keydown'));
    window.dispatchEvent(new window.Event('pointermove'));
    expect(loadApp.mock.calls).toEqual([[APP_ENTRY]]);
  });

  it('loads the app at once for a signed-in visitor (the app shows them their menu)', () => {
    const { loadApp } = openPage({ signedIn: true });
    expect(loadApp.mock.calls).toEqual([[APP_ENTRY]]);
  });

  it("hands a click on 'ver mais avaliações' to the app's own button once the app's page is there", async () => {
    const { document, window, loadApp, takeOver } = openPage();
    const serverButton = document.querySelector('[data-app-action]')!;
    serverButton.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
    expect(loadApp).toHaveBeenCalledTimes(1);
    const clicked = takeOver();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    // Once the app is the page, its buttons are its own.
    (document.querySelector('#root [data-app-action]') as unknown as { click(): void }).click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('stays the page when the app cannot be loaded, and tries again at the next touch', async () => {
    const { window, loadApp } = openPage();
    loadApp.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    window.dispatchEvent(new window.Event('touchstart'));
    expect(loadApp).toHaveBeenCalledTimes(1);
    // Touches until the failure is known: the first after it loads again, and only once.
    await vi.waitFor(() => {
      window.dispatchEvent(new window.Event('touchstart'));
      expect(loadApp).toHaveBeenCalledTimes(2);
    });
    window.dispatchEvent(new window.Event('touchstart'));
    expect(loadApp).toHaveBeenCalledTimes(2);
  });

  it('leaves real links to the browser (booking loads the app at its own route)', () => {
    const { document, window, loadApp } = openPage();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(loadApp).not.toHaveBeenCalled();
  });
});
