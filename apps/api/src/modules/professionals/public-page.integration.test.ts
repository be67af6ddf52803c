import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_PREVIEW_IMAGE_PX } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Database, openTestDatabase } from '../../db';
import { profiles } from '../../db/schema';
import { ControllableClock } from '../../lib/clock';
import { serveWebApp } from '../../web';
import { memoryMailer } from '../mail/mailer';
import { memoryStorage } from '../uploads/storage';
import { addFeedbacks, createDistrict, createProfessional } from './test-fixtures';

const PUBLIC_URL = 'https://brilho.example';
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Brilho: agende limpezas com profissionais verificados." />
    <title>Brilho</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The content of `<meta property|name="key" content="…">`, HTML entities left as sent. */
const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The server-rendered page block (before the app's root). */
const serverPage = (html: string): string => {
  const start = html.indexOf('<div id="server-page">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<script type="application/json"', start));
};

/** The documents handed to the app in the `application/json` block. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON document read back in a test
const serverData = (html: string): any => {
  const json = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!);
};

describe('the public professional page as a crawler fetches it (no JavaScript)', () => {
  let app: FastifyInstance;
  let database: Database;
  let distDir: string;
  const storage = memoryStorage();
  let ana: string;
  let tricky: string;
  let hidden: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'brilho-web-'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    database = await openTestDatabase();
    const clock = new ControllableClock();
    clock.set(new Date('2026-11-23T12:00:00Z'));
    // The server's own assembly: the API, then the built web app with the public page (server.ts).
    app = await buildApp({
      config: testConfig({ PUBLIC_URL }),
      database,
      clock,
      mailer: memoryMailer(),
      storage,
    });
    await serveWebApp(app, distDir);
    await app.ready();

    const db = database.db;
    const district = await createDistrict(db);
    const created = await createProfessional(db, {
      firstName: 'Ana',
      lastName: 'Souza',
      districtIds: [district],
      rating: 9_400,
      completed: 42,
      bio: 'Caprichosa e pontual.',
      isTop: true,
    });
    ana = created.id;
    // A real upload (wide PNG), the way the sign-up stores it, as her photo.
    const photo = await sharp({ create: { width: 640, height: 320, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    await storage.put('profile_pictures/ana.png', photo);
    await db
      .update(profiles)
      .set({ profilePicture: `${PUBLIC_URL}/api/uploads/profile_pictures/ana.png` })
      .where(eq(profiles.accountId, created.accountId));
    await addFeedbacks(db, ana, 12, new Date('2026-11-20T12:00:00Z'));
    tricky = (
      await createProfessional(db, {
        firstName: '<script>alert(1)</script>',
        lastName: 'D"Ávila',
        districtIds: [district],
        bio: 'Usa "produtos" <b>próprios</b> & cuida de tudo.',
      })
    ).id;
    hidden = (await createProfessional(db, { firstName: 'Rita', districtIds: [district], blocked: true })).id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': 'WhatsApp/2.23' } });

  it("answers the SPA's index.html with the title and Open Graph tags filled from the meta data", async () => {
    const response = await get(`/pesquisa/profissionais/${ana}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Brilho - Ana Souza</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toBe('Brilho - Ana Souza');
    const description = metaContent(html, 'description')!;
    expect(description).toContain('Ana Souza');
    expect(description).toContain('★ 4,7');
    expect(description).toContain('42 limpezas realizadas');
    expect(description).toContain('Caprichosa e pontual.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/pesquisa/profissionais/${ana}`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/api/professionals/${ana}/preview.jpg`);
    // Still the SPA's root, its entry handed to the page's script, which loads it when needed.
    expect(html).toContain('<script defer src="/server-page.js" data-app="/assets/index-abc.js"></script>');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders the page itself in the HTML: name, photo, rating, badges and the latest feedbacks', async () => {
    const html = (await get(`/pesquisa/profissionais/${ana}`)).body;
    const page = serverPage(html);
    expect(page).toContain('<h1>Ana Souza</h1>');
    expect(page).toContain(`src="/api/uploads/profile_pictures/ana.png"`);
    expect(page).toContain('alt="Foto de Ana Souza"');
    expect(page).toContain('<b>4,7</b>');
    expect(page).toContain('42 limpezas realizadas');
    expect(page).toContain('Top profissional');
    expect(page).not.toContain('Alta procura');
    expect(page).toContain('Caprichosa e pontual.');
    // The first page of 10, newest first, without the one that has no text ('Sem informação').
    const shown = [...page.matchAll(/<p>(#\d+)<\/p>/g)].map((m) => m[1]);
    expect(shown).toEqual(['#1', '#2', '#3', '#5', '#6', '#7', '#8', '#9', '#10']);
    expect(page).not.toContain('Sem informação');
    expect(page).toContain(`href="/limpeza?nome=Ana+Souza&amp;profissional=${ana}"`);
    // In front of the app's root, which takes over after.
    expect(html.indexOf('id="server-page"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
  });

  it('hands the app the same documents the API answers, so it shows the page without asking again', async () => {
    const data = serverData((await get(`/pesquisa/profissionais/${ana}`)).body);
    expect(data.id).toBe(ana);
    expect(data.meta).toEqual((await get(`/api/professionals/meta/${ana}`)).json());
    expect(data.badges).toEqual((await get(`/api/professionals/meta/${ana}/professional-rating`)).json());
    expect(data.feedbacks).toEqual((await get(`/api/professionals/meta/${ana}/feedbacks`)).json());
  });

  it("gives its <style> the nonce of the page's CSP and adds no inline script", async () => {
    const response = await get(`/pesquisa/profissionais/${ana}`);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self';");
    const styles = [...response.body.matchAll(/<style([^>]*)>/g)].map((m) => m[1]);
    expect(styles).toEqual([` nonce="${nonce}"`]);
    // Scripts: the page's own file, and the data block the browser never runs.
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      ' defer src="/server-page.js" data-app="/assets/index-abc.js"',
      ' type="application/json" id="server-data"',
    ]);
    expect(response.body).not.toMatch(/ style="/);
  });

  it('serves the og:image as a JPEG of exactly 100×100 made from the photo', async () => {
    const page = await get(`/pesquisa/profissionais/${ana}`);
    const imageUrl = new URL(metaContent(page.body, 'og:image')!);
    const image = await get(imageUrl.pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({
      format: 'jpeg',
      width: PROFILE_PREVIEW_IMAGE_PX,
      height: PROFILE_PREVIEW_IMAGE_PX,
    });
    // Her red photo, not the initials' fallback.
    const { dominant } = await sharp(image.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
  });

  it('makes a 100×100 preview from the generated avatar when the photo is not an upload', async () => {
    const image = await get(`/api/professionals/${tricky}/preview.jpg`);
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([PROFILE_PREVIEW_IMAGE_PX, PROFILE_PREVIEW_IMAGE_PX]);
  });

  it('works as plain HTML: real links to book, share, download the app and read the terms', async () => {
    const page = serverPage((await get(`/pesquisa/profissionais/${ana}`)).body);
    const pageUrl = `${PUBLIC_URL}/pesquisa/profissionais/${ana}`;
    const shareText = `Conheça Ana Souza, profissional de limpeza na Brilho: ${pageUrl}`;
    expect(page).toContain(
      `<a class="sp-share" href="https://wa.me/?text=${encodeURIComponent(shareText)}" target="_blank" rel="noopener noreferrer">compartilhar no WhatsApp</a>`,
    );
    // A crawler's user agent is no phone: both stores, as the app shows them on a computer.
    expect(page).toContain('baixar na App Store');
    expect(page).toContain('baixar no Google Play');
    expect(page).toContain('<a href="/termos-de-uso?leitura">Termos de uso</a>');
    expect(page).toContain('© 2026 Brilho');
    // What only the app answers is a button the page's script hands to the app.
    expect(page).toContain('data-app-action="more-feedbacks">ver mais avaliações</button>');
    expect(page).toContain('data-app-action="support">Fale conosco</button>');
  });

  it("shows the phone's own store, and no 'ver mais avaliações' when the first page is all there is", async () => {
    const android = await app.inject({
      method: 'GET',
      url: `/pesquisa/profissionais/${tricky}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' },
    });
    const page = serverPage(android.body);
    expect(page).toContain('baixar no Google Play');
    expect(page).not.toContain('baixar na App Store');
    expect(page).not.toContain('more-feedbacks');
  });

  it('escapes a name and description carrying < and " in every tag', async () => {
    const html = (await get(`/pesquisa/profissionais/${tricky}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>próprios</b>');
    expect(html).toContain('<title>Brilho - &lt;script&gt;alert(1)&lt;/script&gt; D&quot;Ávila</title>');
    expect(metaContent(html, 'og:title')).toBe('Brilho - &lt;script&gt;alert(1)&lt;/script&gt; D&quot;Ávila');
    expect(metaContent(html, 'description')).toContain(
      'Usa &quot;produtos&quot; &lt;b&gt;próprios&lt;/b&gt; &amp; cuida de tudo.',
    );
    const page = serverPage(html);
    expect(page).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; D&quot;Ávila</h1>');
    expect(page).toContain('Usa &quot;produtos&quot; &lt;b&gt;próprios&lt;/b&gt; &amp; cuida de tudo.');
    // The data block cannot be closed early by a name: it reads back as written.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(serverData(html).meta.data.attributes.fullname).toBe('<script>alert(1)</script> D"Ávila');
  });

  it('answers an unknown, malformed or blocked professional with 404 and the bare SPA', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe', hidden]) {
      const response = await get(`/pesquisa/profissionais/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Brilho</title>');
      expect(response.body).not.toContain('og:image');
      expect(response.body).not.toContain('server-page');
      expect((await get(`/api/professionals/${id}/preview.jpg`)).statusCode).toBe(404);
    }
  });

  it('lets a signed-out visitor read the badges and the feedbacks by cursor', async () => {
    const badges = await get(`/api/professionals/meta/${ana}/professional-rating`);
    expect(badges.statusCode).toBe(200);
    expect(badges.json().data).toMatchObject({ type: 'professional-ratings', id: ana });

    const first = await get(`/api/professionals/meta/${ana}/feedbacks`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].attributes.description).toBe('#1');
    const second = (await get(page1.links.next)).json();
    expect(second.data.map((f: { attributes: { description: string } }) => f.attributes.description)).toEqual(
      ['#11', '#12'],
    );
    expect(second.links.next).toBeNull();
    expect((await get(`/api/professionals/meta/${hidden}/feedbacks`)).statusCode).toBe(404);
    expect((await get(`/api/professionals/meta/${ana}/feedbacks?page[cursor]=nope`)).statusCode).toBe(400);
  });
});
