import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  formatCompletedCount,
  formatProfessionalRating,
  PAGE_SIZES,
  PRODUCT_NAME,
  PROFILE_PREVIEW_IMAGE_PX,
  saoPauloDate,
} from '@brilho/domain';
import { professionalParams, publicFeedbackQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { PROFESSIONAL_TEXTS } from '../../words/professionals';
import { avatarSvg } from '../avatars';
import { type FileStorage, loadSharp } from '../uploads';
import { feedbackBelongsTo, feedbackPage, findOfferable, loadProfessionals } from './queries';
import {
  feedbackSerializer,
  type ProfessionalView,
  professionalMetaSerializer,
  professionalRatingSerializer,
} from './serializers';
import { deviceOf, escapeHtml, renderServerPage, withServerPage } from './server-page';

export { escapeHtml };

/**
 * The public professional page's server side: link-preview crawlers (WhatsApp, social
 * networks) run no JavaScript, so `/pesquisa/profissionais/{id}` is answered with the SPA's own
 * index.html whose head already carries the professional's title and Open Graph tags; the preview image
 * is served by us at 100×100. The page reads its badges and feedbacks signed out, through the two
 * read-only routes below (the signed-in `/feedbacks` and `/professionals/{id}` stay as they are).
 */

export const PUBLIC_PAGE_PATH = '/pesquisa/profissionais';

/** The public path of a professional's preview image (under the API prefix). */
export const previewImagePath = (id: string): string => `/api/professionals/${id}/preview.jpg`;

/** The shown professional (validated, not blocked or suspended), or null. */
async function loadPublic(app: FastifyInstance, id: string): Promise<ProfessionalView | null> {
  if (!isUuid(id) || !(await findOfferable(app.ctx, id))) return null;
  const [view] = await loadProfessionals(app.ctx, [id]);
  return view ?? null;
}

const monthYear = (instant: Date) => {
  const [year, month] = saoPauloDate(instant).split('-');
  return `${month}/${year}`;
};

export interface PreviewMeta {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** What a link preview shows of a professional (the same data as `/professionals/meta/{id}`). */
export function previewMeta(view: ProfessionalView, publicUrl: string): PreviewMeta {
  const name = `${view.account.firstName} ${view.account.lastName}`.trim();
  const bio = (view.account.profile?.bio ?? view.bio ?? '').trim();
  const facts = [
    `★ ${formatProfessionalRating(view.rating)}`,
    `${formatCompletedCount(view.completedOrdersCount)} limpezas realizadas`,
    `na ${PRODUCT_NAME} desde ${monthYear(view.account.createdAt)}`,
  ].join(' · ');
  const description = `${name}: ${facts}.${bio ? ` ${bio}` : ''} Agende com ${view.account.firstName} na ${PRODUCT_NAME}.`;
  return {
    title: `${PRODUCT_NAME} - ${name}`,
    description: description.length > 300 ? `${description.slice(0, 297)}...` : description,
    image: `${publicUrl}${previewImagePath(view.id)}`,
    url: `${publicUrl}${PUBLIC_PAGE_PATH}/${view.id}`,
  };
}

/**
 * The SPA's index.html with the page's head tags: its `<title>`, description and any Open Graph tags are
 * replaced, the rest of the document (scripts, root) is left as built so the app still boots.
 */
export function withPreviewTags(indexHtml: string, meta: PreviewMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta property="og:image:width" content="${PROFILE_PREVIEW_IMAGE_PX}" />`,
    `<meta property="og:image:height" content="${PROFILE_PREVIEW_IMAGE_PX}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/gi, '')
    .replace(/<meta\s+property="og:[^"]*"[^>]*>\s*/gi, '');
  return stripped.replace(/<\/head>/i, `  ${tags}\n  </head>`);
}

/** The first feedbacks page's `next` link (the same cursor link as the API route below). */
const feedbacksNext = (id: string, size: number, lastId: string) =>
  `/api/professionals/meta/${id}/feedbacks?page[size]=${size}&page[cursor]=${lastId}`;

/** The picture the page shows: our own upload or avatar; anything else (an address typed by a user) is never
 * loaded by the page (CSP `img-src 'self'`), so its 100×100 preview stands in. */
function pictureUrl(view: ProfessionalView, publicUrl: string): string {
  const picture = view.account.profile?.profilePicture ?? '';
  const local = picture.startsWith(publicUrl) ? picture.slice(publicUrl.length) : picture;
  return /^\/api\/(uploads|avatars)\/[^\s"'<>]+$/.test(local) ? local : previewImagePath(view.id);
}

/**
 * `GET /pesquisa/profissionais/:id` (outside the API): index.html with the tags and the page itself rendered
 * on the server (./server-page.ts), or 404 with it bare.
 */
export async function publicPageHtmlRoutes(
  instance: FastifyInstance,
  options: { distDir: string },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(`${PUBLIC_PAGE_PATH}/:id`, { schema: { params: professionalParams } }, async (request, reply) => {
    const { id } = request.params;
    const indexHtml = await readFile(join(options.distDir, 'index.html'), 'utf8');
    const view = await loadPublic(app, id);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // The SPA shows 'Página inexistente!' itself; the status tells crawlers there is no page.
    if (!view) return reply.status(404).send(indexHtml);
    const size = PAGE_SIZES.feedbacks;
    const { items, hasMore } = await feedbackPage(app.ctx, { professionalId: id, size });
    const publicUrl = app.ctx.config.PUBLIC_URL;
    const name = `${view.account.firstName} ${view.account.lastName}`;
    const book = new URLSearchParams({ nome: name, profissional: view.id });
    const page = renderServerPage(
      {
        view,
        feedbacks: items,
        documents: {
          meta: serialize(professionalMetaSerializer, view),
          badges: serialize(professionalRatingSerializer, view),
          feedbacks: serialize(feedbackSerializer, items, {
            links: { next: hasMore ? feedbacksNext(id, size, items.at(-1)!.id) : null },
          }),
        },
        bookHref: `/limpeza?${book.toString()}`,
        pictureUrl: pictureUrl(view, publicUrl),
        pageUrl: `${publicUrl}${PUBLIC_PAGE_PATH}/${view.id}`,
        moreFeedbacks: hasMore,
        device: deviceOf(request.headers['user-agent'] ?? ''),
        year: Number(saoPauloDate(app.ctx.clock.now()).slice(0, 4)),
      },
      `${PUBLIC_PAGE_PATH}/${view.id}`,
    );
    const html = withPreviewTags(indexHtml, previewMeta(view, publicUrl));
    return reply.send(withServerPage(html, page));
  });
}

/** The bytes the preview is made from: our upload, our generated avatar, or the name's avatar. */
async function pictureSource(
  view: ProfessionalView,
  storage: FileStorage,
  publicUrl: string,
): Promise<Buffer> {
  const picture = view.account.profile?.profilePicture ?? '';
  const local = picture.startsWith(publicUrl) ? picture.slice(publicUrl.length) : picture;
  const upload = /^\/api\/uploads\/(.+)$/.exec(local);
  if (upload) {
    const bytes = await storage.get(upload[1]!).catch(() => null);
    if (bytes) return bytes;
  }
  const avatar = /^\/api\/avatars\/([a-z0-9-]{1,80})\.svg$/.exec(local);
  // An external URL is never fetched (no server-side requests to addresses users typed): the initials.
  const slug = avatar?.[1] ?? `${view.account.firstName}-${view.account.lastName}`.toLowerCase();
  return Buffer.from(avatarSvg(slug.normalize('NFD').replace(/[^a-z0-9-]/g, '')));
}

/** Exactly PROFILE_PREVIEW_IMAGE_PX square, JPEG on white (previews drop transparency). */
export async function previewJpeg(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source)
    .resize(PROFILE_PREVIEW_IMAGE_PX, PROFILE_PREVIEW_IMAGE_PX, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const NOT_FOUND = PROFESSIONAL_TEXTS.notFound;

/** API routes (under /api) the public page reads signed out. */
export async function publicPageApiRoutes(
  instance: FastifyInstance,
  options: { storage: FileStorage },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const shown = async (id: string) => {
    const view = await loadPublic(app, id);
    if (!view) throw new ApiError(404, NOT_FOUND);
    return view;
  };

  app.get(
    '/professionals/:id/preview.jpg',
    { schema: { params: professionalParams } },
    async (request, reply) => {
      const view = await shown(request.params.id);
      let image: Buffer;
      try {
        image = await previewJpeg(await pictureSource(view, options.storage, ctx.config.PUBLIC_URL));
      } catch {
        // A stored picture sharp cannot read: the initials rather than a broken preview.
        image = await previewJpeg(Buffer.from(avatarSvg(view.id)));
      }
      return reply.header('cache-control', 'public, max-age=3600').type('image/jpeg').send(image);
    },
  );

  // The badges ('Top profissional', 'Alta procura'), public as the card shows them to every customer.
  app.get(
    '/professionals/meta/:id/professional-rating',
    { schema: { params: professionalParams } },
    async (request) => serialize(professionalRatingSerializer, await shown(request.params.id)),
  );

  // The public page's feedbacks: the same page and cursor as `/feedbacks`, readable signed out.
  app.get(
    '/professionals/meta/:id/feedbacks',
    { schema: { params: professionalParams, querystring: publicFeedbackQuery } },
    async (request) => {
      const { id } = request.params;
      await shown(id);
      const query = request.query;
      const size = readPage(query, PAGE_SIZES.feedbacks, 50).size;
      const cursor = query['page[cursor]'];
      const after = typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
      if (after !== undefined && (!isUuid(after) || !(await feedbackBelongsTo(ctx, after, id))))
        throw new ApiError(400, REQUEST_TEXTS.badCursor, { parameter: 'page[cursor]' });
      const { items, hasMore } = await feedbackPage(ctx, {
        professionalId: id,
        size,
        ...(after ? { after } : {}),
      });
      const next = hasMore ? feedbacksNext(id, size, items.at(-1)!.id) : null;
      return serialize(feedbackSerializer, items, { links: { next } });
    },
  );
}
