import {
  formatCompletedCount,
  formatDateBR,
  formatProfessionalRating,
  PRODUCT_NAME,
  professionalShareText,
  saoPauloDate,
  whatsappShareUrl,
} from '@brilho/domain';
import type { JsonApiDocument } from '../../lib/jsonapi';
import { PUBLIC_PAGE_TEXTS as TEXTS } from '../../words/professionals';
import type { ProfessionalView } from './serializers';

/**
 * The public professional page rendered on the server: the crawler and the phone get the name,
 * photo, rating, badges and latest feedbacks in the HTML itself, before any script runs. It is a plain
 * template of the API's own data, every user-written text escaped, and it is the page: real links (book,
 * share, the stores, the terms), so reading it loads no app (decision 0123). The page's one script
 * (apps/web/public/server-page.js) loads the app for a signed-in visitor or at the first touch, key or pointer;
 * the app then reads the same data from the `application/json` block (so it shows the page at once, without
 * asking again) and removes this markup when its own page is on screen (apps/web/src/lib/server-page.ts).
 * Until then `#root` stays hidden, so the visitor sees one page, not the server's and a spinner.
 */

/** The ids the web app looks for (apps/web/src/lib/server-page.ts). */
export const SERVER_PAGE_ID = 'server-page';
export const SERVER_DATA_ID = 'server-data';
/** The one script the page loads (apps/web/public/server-page.js): it boots the app when it is needed. */
export const SERVER_PAGE_SCRIPT = '/server-page.js';

/** The mobile app's store pages (the web's components/AppDownload.tsx). */
const STORE_URLS = {
  ios: 'https://apps.apple.com/br/app/brilho-limpezas/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=br.com.brilho.app',
} as const;

/** Which store links the app download shows, as the web app decides it (both on a computer). */
export type Device = 'ios' | 'android' | 'other';
export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server page's styles, close to the app's (Mantine's violet, sizes of the React page) so the hand-over
 * does not move anything. It arrives as a `<style>` element: the security headers give it the page's nonce.
 */
const STYLE = `#${SERVER_PAGE_ID}~#root{display:none}
#${SERVER_PAGE_ID}{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#000;line-height:1.55;max-width:960px;margin:0 auto;padding:16px 12px;box-sizing:border-box}
#${SERVER_PAGE_ID} *{box-sizing:border-box}
.sp-bar{display:flex;justify-content:space-between;align-items:center;margin-bottom:24px}
.sp-logo{font-weight:800;font-size:22px;color:#6741d9;text-decoration:none;letter-spacing:-.02em}
.sp-signin{color:#5f3dc4;background:#f3f0ff;border-radius:4px;padding:8px 18px;font-weight:600;font-size:14px;text-decoration:none}
.sp-card{border:1px solid #dee2e6;border-radius:16px;padding:16px;margin-bottom:24px;background:#fff}
.sp-head{display:flex;flex-wrap:wrap;gap:24px;align-items:center}
.sp-photo{width:112px;height:112px;border-radius:50%;object-fit:cover;background:#f3f0ff}
.sp-facts{flex:1 1 14rem;min-width:0}
.sp-facts h1{font-size:24px;line-height:1.3;margin:0 0 6px;overflow-wrap:anywhere}
.sp-rating{font-size:14px;margin:0 0 6px}.sp-rating b{color:#000}.sp-dim{color:#5c636a}
.sp-badges{display:flex;gap:6px;list-style:none;margin:0 0 6px;padding:0}
.sp-badges li{background:#7048e8;color:#fff;border-radius:4px;padding:0 8px;font-size:11px;font-weight:700;line-height:20px}
.sp-badges li.sp-demand{background:#0b7285}
.sp-since{font-size:14px;color:#5c636a;margin:0}
.sp-bio{white-space:pre-line;overflow-wrap:anywhere;margin:16px 0}
.sp-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
.sp-book,.sp-share{display:block;width:100%;text-align:center;border-radius:4px;padding:12px 22px;font-weight:600;text-decoration:none;font-size:16px;line-height:18px}
.sp-book{background:#7048e8;color:#fff}
.sp-share{background:#f3f0ff;color:#7048e8}
.sp-more{font:inherit;font-size:14px;font-weight:600;color:#7048e8;background:none;border:0;border-radius:4px;padding:0 18px;height:36px;margin-top:12px;cursor:pointer}
.sp-app{border-radius:16px;padding:16px;background:#f3f0ff;margin-bottom:24px}
.sp-app p{margin:0}.sp-app .sp-app-title{font-weight:700}.sp-app .sp-dim{font-size:14px;margin-top:4px}
.sp-stores{display:flex;gap:16px;margin-top:12px!important}
.sp-stores a,.sp-footer a,.sp-footer button{color:#7048e8;font-weight:600;text-decoration:none}
.sp-footer{display:flex;flex-wrap:wrap;justify-content:space-between;gap:10px;font-size:14px;border-top:1px solid #e9ecef;padding:16px 0 88px}
.sp-footer button{font:inherit;font-weight:400;background:none;border:0;padding:0;cursor:pointer}.sp-footer a{font-weight:400}
.sp-footer span{display:flex;gap:16px}
.sp-card h2{font-size:22px;margin:0 0 12px}
.sp-feedbacks{list-style:none;margin:0;padding:0}
.sp-feedbacks li{padding:12px 0;border-top:1px solid #dee2e6}
.sp-feedbacks li:first-child{border-top:0}
.sp-stars{color:#d9480f;letter-spacing:2px}
.sp-feedbacks p{margin:4px 0 0;overflow-wrap:anywhere;white-space:pre-line}
@media (min-width:48em){#${SERVER_PAGE_ID}{padding:32px 16px}.sp-card,.sp-app{padding:32px}.sp-facts h1{font-size:30px}.sp-book,.sp-share{width:auto}}`;

export interface ServerPageData {
  view: ProfessionalView;
  /** The first page of feedbacks, newest first. */
  feedbacks: { rating: number; description: string | null; createdAt: Date }[];
  /** What the web app's three queries would fetch: `/professionals/meta/{id}`, its badges, its feedbacks. */
  documents: { meta: JsonApiDocument; badges: JsonApiDocument; feedbacks: JsonApiDocument };
  /** The scheduler link with this professional (the web app's `bookWithHref`). */
  bookHref: string;
  /** Where the profile picture is served from when the account has none (the initials avatar). */
  pictureUrl: string;
  /** The page's own absolute address (what sharing on WhatsApp sends). */
  pageUrl: string;
  /** Whether there are feedbacks after the first page ('ver mais avaliações', answered by the app). */
  moreFeedbacks: boolean;
  /** The visitor's device, for the app download's store links. */
  device: Device;
  /** This year in São Paulo (the footer's ©). */
  year: number;
}

const dayOf = (instant: Date) => formatDateBR(saoPauloDate(instant));
const stars = (rating: number) => '★'.repeat(Math.max(0, Math.min(5, rating))).padEnd(5, '☆');

/** The `<div id="server-page">…</div>` block and the JSON the app starts from. */
export function renderServerPage(data: ServerPageData, pagePath: string): { head: string; body: string } {
  const { view } = data;
  const name = `${view.account.firstName} ${view.account.lastName}`.trim();
  const bio = view.account.profile?.bio ?? view.bio ?? null;
  const badges = [
    view.isTopProfessional ? `<li>${TEXTS.topProfessional}</li>` : '',
    view.inHighDemand ? `<li class="sp-demand">${TEXTS.highDemand}</li>` : '',
  ].join('');
  const shown = data.feedbacks.filter((f) => (f.description ?? '').trim() !== TEXTS.hiddenFeedback);
  const feedbackItems = shown
    .map(
      (f) =>
        `<li><span class="sp-stars" aria-hidden="true">${stars(f.rating)}</span> <span class="sp-dim">${TEXTS.ratingOn(f.rating, dayOf(f.createdAt))}</span><p>${escapeHtml(f.description ?? '')}</p></li>`,
    )
    .join('');
  const shareHref = whatsappShareUrl(professionalShareText(name, data.pageUrl));
  const store = (href: string, text: string) =>
    `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;
  const stores = [
    data.device !== 'android' ? store(STORE_URLS.ios, TEXTS.appStore) : '',
    data.device !== 'ios' ? store(STORE_URLS.android, TEXTS.playStore) : '',
  ].join('');
  const body = `<div id="${SERVER_PAGE_ID}">
<header class="sp-bar"><a class="sp-logo" href="/" aria-label="${TEXTS.home}">✦ ${PRODUCT_NAME}</a><a class="sp-signin" href="/login?next=${encodeURIComponent(pagePath)}">${TEXTS.signIn}</a></header>
<main>
<section class="sp-card">
<div class="sp-head"><img class="sp-photo" src="${escapeHtml(data.pictureUrl)}" alt="${escapeHtml(TEXTS.photoOf(name))}" width="112" height="112">
<div class="sp-facts"><h1>${escapeHtml(name)}</h1>
<p class="sp-rating"><span class="sp-stars" aria-hidden="true">★</span> <b>${formatProfessionalRating(view.rating)}</b> <span class="sp-dim">· ${TEXTS.completed(formatCompletedCount(view.completedOrdersCount))}</span></p>
${badges ? `<ul class="sp-badges">${badges}</ul>` : ''}<p class="sp-since">${TEXTS.memberSince(dayOf(view.account.createdAt))}</p></div></div>
${bio ? `<p class="sp-bio">${escapeHtml(bio)}</p>` : ''}<div class="sp-actions"><a class="sp-book" href="${escapeHtml(data.bookHref)}">${escapeHtml(TEXTS.bookWith(view.account.firstName))}</a>
<a class="sp-share" href="${escapeHtml(shareHref)}" target="_blank" rel="noopener noreferrer">${TEXTS.share}</a></div>
</section>
<section class="sp-card" aria-labelledby="sp-feedbacks"><h2 id="sp-feedbacks">${TEXTS.feedbacksTitle}</h2>
${feedbackItems ? `<ul class="sp-feedbacks">${feedbackItems}</ul>` : `<p class="sp-dim">${TEXTS.noFeedbacks}</p>`}
${data.moreFeedbacks ? `<button type="button" class="sp-more" data-app-action="more-feedbacks">${TEXTS.seeMoreFeedbacks}</button>` : ''}
</section>
<section class="sp-app"><p class="sp-app-title">${TEXTS.appTitle}</p><p class="sp-dim">${TEXTS.appText}</p><p class="sp-stores">${stores}</p></section>
</main>
<footer class="sp-footer"><span class="sp-dim">© ${data.year} ${PRODUCT_NAME}</span><span><button type="button" data-app-action="support">${TEXTS.support}</button><a href="/termos-de-uso?leitura">${TEXTS.terms}</a></span></footer>
</div>
<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson({ id: view.id, ...data.documents })}</script>
`;
  return { head: `<style>${STYLE}</style>`, body };
}

/**
 * index.html with the server page in front of the app's root, its styles in the head, and the app's entry
 * script swapped for the page's own small one, which loads that entry only when it is needed (a signed-in
 * visitor, or the first touch, key or pointer: decision 0123). The server's page is the page until then.
 */
export function withServerPage(indexHtml: string, page: { head: string; body: string }): string {
  return indexHtml
    .replace(/<\/head>/i, () => `  ${page.head}\n  </head>`)
    .replace(
      /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/i,
      (_, entry: string) =>
        `<script defer src="${SERVER_PAGE_SCRIPT}" data-app="${escapeHtml(entry)}"></script>`,
    )
    .replace(/<div id="root">/i, (root) => `${page.body}${root}`);
}
