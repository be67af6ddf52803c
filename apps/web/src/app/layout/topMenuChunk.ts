/**
 * The top menu is its own chunk: a signed-out visitor (login, sign-up) never downloads the menus and
 * drawer. The guard starts the download as soon as it knows a user exists, beside the page's chunk.
 */
export const loadTopMenu = () => import('./TopMenu');
