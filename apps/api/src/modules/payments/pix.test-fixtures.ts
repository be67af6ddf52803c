import { createServer } from 'node:net';

// Test-only helpers of the Pix suites (issue 21): the app listens on a real port so the adapter, the
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
