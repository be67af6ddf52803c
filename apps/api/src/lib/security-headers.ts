import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An HTML page that writes inline styles we cannot give a nonce (the API reference's Swagger UI, decision
     * 0110): its policy allows inline styles; scripts stay our origin's only.
     */
    inlineStyles?: boolean;
  }
}

/** The meta tag an HTML answer carries its style nonce in; the web app hands it to Mantine (providers.tsx). */
export const STYLE_NONCE_META = 'csp-nonce';

export interface SecurityHeaderSettings {
  /** The address users reach us at; https turns HSTS on and names our WebSocket origin. */
  publicUrl: string;
  /** Leaflet's tile template (TILES_URL): the one image host the browser loads from outside. */
  tilesUrl: string;
}

/**
 * The origin of a URL template as a CSP source: `https://{s}.tile.example.com/{z}/{x}/{y}.png` →
 * `https://*.tile.example.com` (Leaflet's subdomain placeholder becomes a wildcard). null when it is not absolute.
 */
export function templateOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  return /^[\w.*:[\]-]+$/.test(host) ? `${match[1]!.toLowerCase()}://${host.toLowerCase()}` : null;
}

/**
 * The one Content-Security-Policy of the web app and the API. Scripts only from our origin (no inline script,
 * no eval): a script injected into a page cannot run, so the session token in localStorage stays out of reach.
 * Styles come from our origin, plus the <style> tags Mantine writes at run time (theme variables, responsive
 * props) carrying this page's nonce; no inline style otherwise. The browser talks only to us (the API proxies
 * the geocoder, CEP and localities services) and loads map tiles from TILES_URL.
 */
export function contentSecurityPolicy(
  settings: SecurityHeaderSettings,
  styleNonce?: string,
  options: { inlineStyles?: boolean } = {},
): string {
  const self = new URL(settings.publicUrl);
  const socket = `${self.protocol === 'https:' ? 'wss' : 'ws'}://${self.host}`;
  const tiles = templateOrigin(settings.tilesUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // A nonce would make the browser ignore 'unsafe-inline': a page allowed inline styles carries none.
    options.inlineStyles
      ? ['style-src', "'self'", "'unsafe-inline'"]
      : ['style-src', "'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", socket],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

async function bytesOf(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}

/**
 * An HTML answer's text, whatever encoding the static files arrived in (a precompressed `.br`/`.gz` copy): the
 * page is rewritten per answer for its nonce, so it leaves decoded; the encoding header goes with it.
 */
async function htmlOf(reply: FastifyReply, payload: unknown): Promise<string | null> {
  const bytes = await bytesOf(payload);
  if (bytes === null) return null;
  const encoding = String(reply.getHeader('content-encoding') ?? '').toLowerCase();
  reply.removeHeader('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * The page with its nonce in a meta tag, first thing in <head> (before any script reads it), and on each bare
 * `<style>` element the server wrote into it (the public page rendered on the server). User-written text reaches
 * an HTML answer escaped only, so a bare `<style>` is always ours.
 */
function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="${STYLE_NONCE_META}" content="${nonce}">`;
  const styled = html.replace(/<style>/gi, `<style nonce="${nonce}">`);
  return /<head[^>]*>/i.test(styled)
    ? styled.replace(/<head[^>]*>/i, (head) => `${head}${meta}`)
    : meta + styled;
}

/**
 * Security headers on every answer: HTML, API JSON, errors, files. Each HTML answer gets a fresh style nonce
 * (in the policy and in a meta tag), and loses its ETag/Last-Modified so no browser revalidates a page whose
 * nonce no longer matches. PDFs (boletos, receipts) skip the CSP and X-Frame-Options: Chrome's PDF viewer is a
 * plugin the document's own `object-src 'none'` would refuse, and a PDF has nothing to click for a framing
 * attack. HSTS only when we are served over https (PUBLIC_URL), since on http it would be ignored at best and
 * lock a misconfigured host out at worst.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const csp = contentSecurityPolicy(settings);
  const https = new URL(settings.publicUrl).protocol === 'https:';
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // The origin still goes to the tile server (OpenStreetMap's usage policy asks for it); paths never leave.
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/pdf')) return payload;
    reply.header('x-frame-options', 'DENY');
    const html = type.startsWith('text/html') ? await htmlOf(reply, payload) : null;
    if (html === null) {
      reply.header('content-security-policy', csp);
      return payload;
    }
    const nonce = randomBytes(16).toString('base64');
    const inlineStyles = reply.routeOptions.config?.inlineStyles === true;
    reply.header('content-security-policy', contentSecurityPolicy(settings, nonce, { inlineStyles }));
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    return withStyleNonce(html, nonce);
  });
}
