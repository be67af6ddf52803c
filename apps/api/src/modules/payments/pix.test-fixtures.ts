import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Test-only helpers of the Pix suites: the app listens on a real port so the adapter, the
// sandbox PSP and the webhooks talk over HTTP.

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The checkout's `POST /payments/pix` body for an order. */
export const pixBody = (orderId: string) => ({
  data: {
    type: 'payments',
    attributes: { payable: { id: orderId, type: 'order' }, funding_instrument: { type: 'pix' } },
  },
});

/**
 * A throwaway PKI made with the `openssl` CLI in a temporary folder (never committed): the PSP's CA and its
 * client certificate, our server certificate (signed by the same CA here, for 127.0.0.1), and a stranger's CA
 * with a client certificate of its own. Answers the PEM paths; `remove()` deletes the folder.
 */
export function throwawayPki() {
  const dir = mkdtempSync(join(tmpdir(), 'brilho-pix-mtls-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const ca = (name: string) =>
    openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      at(`${name}.key`),
      '-out',
      at(`${name}.pem`),
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    );
  const leaf = (name: string, caName: string, extensions: string) => {
    openssl('req', ...ec, '-keyout', at(`${name}.key`), '-out', at(`${name}.csr`), '-subj', `/CN=${name}`);
    writeFileSync(at(`${name}.ext`), extensions);
    openssl(
      'x509',
      '-req',
      '-in',
      at(`${name}.csr`),
      '-CA',
      at(`${caName}.pem`),
      '-CAkey',
      at(`${caName}.key`),
      '-CAcreateserial',
      '-out',
      at(`${name}.pem`),
      '-days',
      '1',
      '-extfile',
      at(`${name}.ext`),
    );
  };
  ca('psp-ca');
  ca('stranger-ca');
  leaf('server', 'psp-ca', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  leaf('psp', 'psp-ca', 'extendedKeyUsage=clientAuth\n');
  leaf('stranger', 'stranger-ca', 'extendedKeyUsage=clientAuth\n');
  const pair = (name: string) => ({
    cert: readFileSync(at(`${name}.pem`)),
    key: readFileSync(at(`${name}.key`)),
  });
  return {
    caPath: at('psp-ca.pem'),
    serverCertPath: at('server.pem'),
    serverKeyPath: at('server.key'),
    ca: readFileSync(at('psp-ca.pem')),
    psp: pair('psp'),
    stranger: pair('stranger'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
