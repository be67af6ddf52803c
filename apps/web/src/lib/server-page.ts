import { parseDocument, type RawDocument } from './api/jsonapi';

/**
 * The public professional page arrives rendered by the server (api modules/professionals/server-page.ts):
 * `#server-page` in front of a hidden `#root`, and the documents it was made from in `#server-data`. The app
 * starts from those documents (no second request for what the HTML already carries) and removes the server's
 * markup once its own page is on screen, or as soon as it shows anything else.
 */

const PAGE_ID = 'server-page';

/**
 * The server page's buttons only the app answers carry these names (`data-app-action`); the page's script
 * (public/server-page.js) boots the app on such a click and clicks the app's control of the same name.
 */
export const SERVER_PAGE_ACTIONS = { moreFeedbacks: 'more-feedbacks', support: 'support' } as const;
const DATA_ID = 'server-data';

/** The documents the server's page was rendered from, parsed like an API answer. */
export interface ServerDocuments {
  id: string;
  meta: RawDocument;
  badges: RawDocument;
  feedbacks: RawDocument;
}

/** When the HTML arrived: the documents are as fresh as the page. */
const readAt = Date.now();

function readDocuments(): ServerDocuments | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerDocuments> | null;
    return value && typeof value.id === 'string' && value.meta && value.badges && value.feedbacks
      ? (value as ServerDocuments)
      : null;
  } catch {
    return null;
  }
}

/** The server's documents when they are the page of this professional. */
export function serverDocuments(id: string): ServerDocuments | null {
  const documents = readDocuments();
  return documents?.id === id ? documents : null;
}

/** Initial query data from the server's document, dated when the page arrived (fresh for the staleTime). */
export function serverQueryData<T>(id: string, pick: (docs: ServerDocuments) => RawDocument) {
  const docs = serverDocuments(id);
  return docs ? { data: parseDocument<T>(pick(docs)), updatedAt: readAt } : null;
}

/** Shows the app: the server's page leaves (a no-op when there is none). */
export function releaseServerPage(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(PAGE_ID)?.remove();
}
