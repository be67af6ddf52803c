import type { Config } from '../../../../config';
import type { Clock } from '../../../../lib/clock';
import { pixAdapter } from './adapter';
import { SANDBOX_PSP_PREFIX } from './simulator';

/** The API Pix adapter as the environment configures it; unset, the sandbox PSP in this very process. */
export function pixAdapterFor(config: Config, clock: Clock) {
  const apiUrl = config.PIX_API_URL ?? `${config.PUBLIC_URL}/api${SANDBOX_PSP_PREFIX}/v2`;
  return pixAdapter({
    apiUrl,
    tokenUrl: config.PIX_TOKEN_URL ?? `${apiUrl.replace(/\/$/, '')}/oauth/token`,
    clientId: config.PIX_CLIENT_ID,
    clientSecret: config.PIX_CLIENT_SECRET,
    key: config.PIX_KEY,
    webhookSecret: config.PIX_WEBHOOK_SECRET,
    certFile: config.PIX_CERT,
    keyFile: config.PIX_CERT_KEY,
    clock,
  });
}
