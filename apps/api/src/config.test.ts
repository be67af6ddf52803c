import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The mTLS listener for the PSP's webhooks: the four variables go together. */
const PIX_MTLS = {
  PIX_WEBHOOK_CA: '/etc/brilho/psp-ca.pem',
  PIX_WEBHOOK_TLS_CERT: '/etc/brilho/webhook.crt',
  PIX_WEBHOOK_TLS_KEY: '/etc/brilho/webhook.key',
  PIX_WEBHOOK_PORT: '8443',
};

describe('configuration', () => {
  it('starts with sensible defaults and no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      PAYMENT_GATEWAY: 'sandbox',
      DATA_DIR: 'data',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('points links and webhooks at the port it listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://brilho.com.br' }).PUBLIC_URL).toBe(
      'https://brilho.com.br',
    );
  });

  it('listens on loopback unless HOST says otherwise (a default start is not reachable from the network)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to run in production without a webhook secret, and makes a random one elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    const secret = 'a-long-enough-production-secret';
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: secret }).PAYMENT_WEBHOOK_SECRET,
    ).toBe(secret);
    expect(loadConfig({}).PAYMENT_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).PAYMENT_WEBHOOK_SECRET).not.toBe(loadConfig({}).PAYMENT_WEBHOOK_SECRET);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
  });

  it('keeps the support WhatsApp number as its digits, and none when unset or empty', () => {
    expect(loadConfig({}).SUPPORT_WHATSAPP).toBeUndefined();
    expect(loadConfig({ SUPPORT_WHATSAPP: '' }).SUPPORT_WHATSAPP).toBeUndefined();
    expect(loadConfig({ SUPPORT_WHATSAPP: '+55 (41) 99876-5432' }).SUPPORT_WHATSAPP).toBe('5541998765432');
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('serves OpenStreetMap tiles unless TILES_URL names another provider', () => {
    expect(loadConfig({}).TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ TILES_URL: '' }).TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).TILES_URL).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(loadConfig({}).GEOCODER_URL).toBeUndefined();
  });

  it.each([
    [{ TILES_URL: 'tiles' }, 'TILES_URL'],
    [{ GEOCODER_URL: 'nominatim' }, 'GEOCODER_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ SUPPORT_WHATSAPP: 'suporte' }, 'SUPPORT_WHATSAPP'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'não é url' }, 'DATABASE_URL'],
    [{ ROLE: 'everything' }, 'ROLE'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, 'TRUST_PROXY'],
    [{ PIX_API_URL: 'psp' }, 'PIX_API_URL'],
    [{ PIX_WEBHOOK_SECRET: 'short' }, 'PIX_WEBHOOK_SECRET'],
    [{ PIX_CERT: '/etc/brilho/pix.crt' }, 'PIX_CERT'],
    [{ PIX_KEY: 'x'.repeat(78) }, 'PIX_KEY'],
    [{ ...PIX_MTLS, PIX_WEBHOOK_PORT: 'abc' }, 'PIX_WEBHOOK_PORT'],
    [{ ...PIX_MTLS, PIX_WEBHOOK_PORT: '3000' }, 'PIX_WEBHOOK_PORT'],
  ])('stops with a message naming the bad variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('points Pix at the sandbox PSP unless PIX_API_URL is set, and needs its credentials in production then', () => {
    expect(loadConfig({}).PIX_API_URL).toBeUndefined();
    const production = {
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32),
      PIX_API_URL: 'https://pix.example.com/api/v2',
    };
    expect(() => loadConfig(production)).toThrow(/PIX_CLIENT_SECRET/);
    expect(
      loadConfig({
        ...production,
        PIX_CLIENT_ID: 'brilho',
        PIX_CLIENT_SECRET: 's'.repeat(24),
        PIX_KEY: '12345678000199',
        PIX_WEBHOOK_SECRET: 'w'.repeat(32),
      }).PIX_API_URL,
    ).toBe('https://pix.example.com/api/v2');
  });

  it('listens for Pix webhooks over mutual TLS only with all four PIX_WEBHOOK_* set, naming the missing ones', () => {
    expect(loadConfig({}).PIX_WEBHOOK_PORT).toBeUndefined();
    expect(loadConfig(PIX_MTLS)).toMatchObject({ ...PIX_MTLS, PIX_WEBHOOK_PORT: 8443 });
    for (const name of Object.keys(PIX_MTLS)) {
      const partial: Record<string, string> = { ...PIX_MTLS };
      delete partial[name];
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(new RegExp(`${name}: .*mTLS`));
    }
    expect(() => loadConfig({ PIX_WEBHOOK_CA: '/etc/brilho/psp-ca.pem' })).toThrow(
      /PIX_WEBHOOK_TLS_CERT[\s\S]*PIX_WEBHOOK_TLS_KEY[\s\S]*PIX_WEBHOOK_PORT/,
    );
  });
});
