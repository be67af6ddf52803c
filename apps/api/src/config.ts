import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { whatsappNumber } from '@brilho/domain';
import { z } from 'zod';
import { CONFIG_TEXTS } from './words/config';

const optionalUrl = z
  .string()
  .trim()
  .url({ message: CONFIG_TEXTS.url })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A URL with a default: unset or empty means the default. */
const urlOr = (fallback: string) =>
  z
    .string()
    .trim()
    .url({ message: CONFIG_TEXTS.url })
    .or(z.literal('').transform(() => fallback))
    .default(fallback);

/** One address or CIDR block (`10.0.0.0/8`, `::1`), as Fastify's `trustProxy` list takes them. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address in `X-Forwarded-For`: unset or empty trusts
 * nobody (the socket's peer is the client), a number trusts that many hops in front of us, a list trusts
 * those addresses/blocks. Never `true`: a client could then pick its own address and dodge every limit.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrBlock)) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message: CONFIG_TEXTS.trustProxy,
    });
    return z.NEVER;
  });

/** TRUST_PROXY as Fastify's `trustProxy` takes it: a hop count trusts the `hops` nearest proxies. */
export function trustProxyOption(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** OpenStreetMap's own tiles: fine for a small service under their tile usage policy; set TILES_URL beyond it. */
export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILES_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback unless said otherwise: a default start is not reachable from the network. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('data'),
  /** The public address (links in e-mails, webhooks); default `http://localhost:${PORT}`. */
  PUBLIC_URL: z.string().url({ message: CONFIG_TEXTS.url }).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Brilho <nao-responda@brilho.test>'),
  /** The operations team's inbox: customers' questions and professional no-show reports. */
  OPERATIONS_EMAIL: z.string().trim().email({ message: CONFIG_TEXTS.email }).default('operacoes@brilho.test'),
  /**
   * The support WhatsApp number in international form ('+55 41 99876-5432'); the chat then offers 'falar no
   * WhatsApp'. Unset or empty: no WhatsApp. Kept as its digits, as `wa.me/<digits>` needs them.
   */
  SUPPORT_WHATSAPP: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const digits = whatsappNumber(value);
      if (digits === null) {
        ctx.addIssue({
          code: 'custom',
          message: CONFIG_TEXTS.phone,
        });
        return z.NEVER;
      }
      return digits;
    }),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /**
   * The HMAC secret gateway webhooks are signed with (the sandbox signs with it too). Required in
   * production; elsewhere a random one per process (one process signs and verifies).
   */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: CONFIG_TEXTS.atLeast16 })
    .default(() => randomBytes(32).toString('hex')),
  /** Where the sandbox gateway posts its webhooks; default `${PUBLIC_URL}/api/payments/webhooks/sandbox`. */
  PAYMENT_WEBHOOK_URL: optionalUrl,
  /**
   * The API Pix (README "Pix"): the PSP's base URL (paths `/cob/{txid}`… below it), its OAuth2
   * client credentials, the client certificate and key (PEM files) for mutual TLS, the receiving key, and
   * the secret the webhooks to `/api/payments/webhooks/pix/pix` are signed with. Unset, everything points at
   * the sandbox PSP simulator served by this very process (`${PUBLIC_URL}/api/sandbox-psp/v2`).
   */
  PIX_API_URL: optionalUrl,
  /** Where the OAuth2 token is asked; default `${PIX_API_URL}/oauth/token` (PSPs differ: set it to theirs). */
  PIX_TOKEN_URL: optionalUrl,
  PIX_CLIENT_ID: z.string().trim().min(1).default('brilho-sandbox'),
  PIX_CLIENT_SECRET: z
    .string()
    .min(16, { message: CONFIG_TEXTS.atLeast16 })
    .default(() => randomBytes(24).toString('hex')),
  PIX_CERT: z.string().trim().min(1).optional(),
  PIX_CERT_KEY: z.string().trim().min(1).optional(),
  PIX_KEY: z
    .string()
    .trim()
    .min(1)
    .max(77, { message: CONFIG_TEXTS.pixKeyLength })
    .default('pix@brilho.test'),
  PIX_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: CONFIG_TEXTS.atLeast16 })
    .default(() => randomBytes(32).toString('hex')),
  /**
   * Webhooks authenticated by mutual TLS (README "Pix",
   * docs/decisions/0101-pix-webhooks-by-mutual-tls-on-a-listener-of-their-own.md): the PEM of the CA that signs
   * the PSP's client certificate, our server certificate and key, and the port of a second HTTPS listener
   * that serves only the Pix webhook and asks no HMAC there. All four or none.
   */
  PIX_WEBHOOK_CA: z.string().trim().min(1).optional(),
  PIX_WEBHOOK_TLS_CERT: z.string().trim().min(1).optional(),
  PIX_WEBHOOK_TLS_KEY: z.string().trim().min(1).optional(),
  PIX_WEBHOOK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOCALITIES_URL: optionalUrl,
  TILES_URL: urlOr(DEFAULT_TILES_URL),
  /** Another tile provider needs its own credit line on the map. */
  TILES_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_TILES_ATTRIBUTION),
  GEOCODER_URL: optionalUrl,
  CEP_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  /** Off only in tests that are not about rate limits. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * Availability searches kept in the result cache, per process (decision 0113); 0 turns it off (every search
   * then runs its statements, as the bench's uncached figure does).
   */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** Order history pages kept in their result cache, per process (decision 0127); 0 turns it off. */
  ORDER_HISTORY_CACHE_ENTRIES: z.coerce.number().int().min(0).default(200),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Every environment variable the app reads (docs/operations.md lists each one: a test checks it). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export class ConfigError extends Error {}

/** The names of the Pix webhook's mTLS listener: all four set, or none. */
export const PIX_WEBHOOK_TLS_VARIABLES = [
  'PIX_WEBHOOK_CA',
  'PIX_WEBHOOK_TLS_CERT',
  'PIX_WEBHOOK_TLS_KEY',
  'PIX_WEBHOOK_PORT',
] as const;

function checkPixWebhookTls(config: z.infer<typeof configSchema>): void {
  const missing = PIX_WEBHOOK_TLS_VARIABLES.filter((name) => config[name] === undefined);
  if (missing.length > 0 && missing.length < PIX_WEBHOOK_TLS_VARIABLES.length)
    throw new ConfigError(
      CONFIG_TEXTS.invalid(
        missing.map((name) => `  ${name}: ${CONFIG_TEXTS.pixWebhookTlsTogether(PIX_WEBHOOK_TLS_VARIABLES)}`),
      ),
    );
  if (config.PIX_WEBHOOK_PORT !== undefined && config.PIX_WEBHOOK_PORT === config.PORT)
    throw new ConfigError(CONFIG_TEXTS.invalid([`  PIX_WEBHOOK_PORT: ${CONFIG_TEXTS.pixWebhookPort}`]));
}

/** Reads the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !env.PAYMENT_WEBHOOK_SECRET)
    throw new ConfigError(
      CONFIG_TEXTS.invalid([`  PAYMENT_WEBHOOK_SECRET: ${CONFIG_TEXTS.requiredInProduction}`]),
    );
  if (parsed.success && Boolean(parsed.data.PIX_CERT) !== Boolean(parsed.data.PIX_CERT_KEY))
    throw new ConfigError(CONFIG_TEXTS.invalid([`  PIX_CERT/PIX_CERT_KEY: ${CONFIG_TEXTS.pixCertPair}`]));
  if (parsed.success) checkPixWebhookTls(parsed.data);
  if (parsed.success && parsed.data.NODE_ENV === 'production' && parsed.data.PIX_API_URL) {
    const missing = ['PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_KEY', 'PIX_WEBHOOK_SECRET'].filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new ConfigError(
        CONFIG_TEXTS.invalid(missing.map((name) => `  ${name}: ${CONFIG_TEXTS.pixApiInProduction}`)),
      );
  }
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(CONFIG_TEXTS.invalid(lines));
  }
  // Unset, links and the sandbox's webhooks point at this very process, on whatever port it listens.
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }), ...overrides };
}
