import type { FastifyInstance } from 'fastify';

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
 * Styles allow 'unsafe-inline' because Mantine writes its theme variables and responsive props into runtime
 * <style> tags and Leaflet styles its markers inline (docs/decisions.md, 2026-11-25); a style cannot run code.
 * The browser talks only to us (the API proxies the geocoder, CEP and localities services) and loads map
 * tiles from TILES_URL.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): string {
  const self = new URL(settings.publicUrl);
  const socket = `${self.protocol === 'https:' ? 'wss' : 'ws'}://${self.host}`;
  const tiles = templateOrigin(settings.tilesUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
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

/**
 * Security headers on every answer: HTML, API JSON, errors, files. PDFs (boletos, receipts) skip the CSP and
 * X-Frame-Options: Chrome's PDF viewer is a plugin the document's own `object-src 'none'` would refuse, and a
 * PDF has nothing to click for a framing attack. HSTS only when we are served over https (PUBLIC_URL), since on
 * http it would be ignored at best and lock a misconfigured host out at worst.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const csp = contentSecurityPolicy(settings);
  const https = new URL(settings.publicUrl).protocol === 'https:';
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // The origin still goes to the tile server (OpenStreetMap's usage policy asks for it); paths never leave.
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
