import { z } from 'zod';
import { paramsOf, queryOf } from './common';

/**
 * The sandbox gateway and PSP (never production's money): they speak their providers' own formats (the API Pix's
 * problem documents), so their bodies are read by their own parsers.
 */
export const pspBody = z.unknown().describe('Corpo no formato da API Pix (lido pelo simulador)');
export const txidParams = paramsOf('txid');
export const devolucaoParams = paramsOf('e2eid', 'id');
export const locationParams = paramsOf('locationId');
/** `?webhook=lost`: the sandbox pays without telling us (to exercise the reconciliation). */
export const sandboxPayQuery = queryOf(['webhook']);
export const chargeParams = paramsOf('chargeId');
