/**
 * The subscriptions module's public entry. No other module imports subscriptions today; the app takes its routes
 * and jobs directly (app.ts). A subscription's cycles are created here (builder.ts) and moved by payments, which
 * pays them (docs/decisions/0114-one-owner-for-the-order-s-life.md).
 */
export { registerSubscriptionCycles, startSubscriptionCycles } from './job';
