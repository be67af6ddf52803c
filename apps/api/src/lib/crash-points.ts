/**
 * Fault injection for the crash test (`npm run test:crash`, apps/api/src/test/crash/): when the environment
 * variable BRILHO_CRASH_AT names a point (comma-separated for several) and NODE_ENV is not production, the
 * process kills itself with SIGKILL the moment it reaches that point — no handler, no flush, as a power cut
 * or the OOM killer would. Everywhere else, and always in production, `crashPoint` does nothing.
 *
 * The points are named by what has happened when they are reached, so each module adds its own:
 * - `before-order-commit`: POST /orders did all its writes, its transaction is not committed;
 * - `after-order-commit`: the order committed, the client has no answer yet.
 * - `after-payment-row-commit`: a card/boleto payment's row (`created`, with its reference) committed, the
 *   gateway not called yet;
 * - `after-gateway-charge`: the gateway charged (under our reference), its charge id is not recorded;
 * - `after-charge-recorded`: the charge id is recorded, the order has not moved (its webhooks move it).
 */

const armed: ReadonlySet<string> = new Set(
  process.env.NODE_ENV === 'production'
    ? []
    : (process.env.BRILHO_CRASH_AT ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
);

export function crashPoint(name: string): void {
  if (armed.has(name)) process.kill(process.pid, 'SIGKILL');
}
