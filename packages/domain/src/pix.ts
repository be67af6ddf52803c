/**
 * Pix BR Code ("copia e cola"): the EMV merchant-presented QR payload the Banco Central's Pix manual
 * specifies, built and read here so the sandbox PSP, the API and tests agree on one implementation.
 *
 * Each field is TLV: ID (2 digits) · length (2 digits) · value. Layout used here:
 *   00 payload format "01" · 01 point of initiation ("11" reusable, "12" one payment) ·
 *   26 merchant account { 00 "br.gov.bcb.pix" · 01 key (static) | 25 location URL (dynamic) } ·
 *   52 "0000" · 53 "986" (BRL) · 54 amount "123.45" (optional) · 58 "BR" · 59 name (≤ 25) ·
 *   60 city (≤ 15) · 62 { 05 txid } · 63 CRC-16/CCITT-FALSE, always last, over everything before it
 *   including the literal "6304", as 4 uppercase hex digits.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const BR_CODE_MERCHANT_NAME_MAX = 25;
export const BR_CODE_MERCHANT_CITY_MAX = 15;
/** The txid of a charge at the API Pix (`cob`, `cobv`): 26–35 letters and digits. */
export const COB_TXID = /^[a-zA-Z0-9]{26,35}$/;
/** The txid inside a BR Code: up to 25 letters and digits, or "***" (dynamic QR: the txid is at the location). */
const BR_CODE_TXID = /^(\*\*\*|[a-zA-Z0-9]{1,25})$/;
/** Printable ASCII only: TLV lengths count characters, and payer apps render nothing else reliably. */
const PRINTABLE = /^[\x20-\x7E]*$/;
const MAX_TLV_VALUE = 99;
/** A Pix key or location URL inside field 26 (99 minus the GUI sub-field's 18 characters, rounded to the manual's 77). */
const MERCHANT_ACCOUNT_INFO_MAX = 77;
const MAX_AMOUNT_CENTS = 9_999_999_999_99; // "9999999999.99": 13 characters, the field's limit

export class BrCodeError extends Error {}

export interface BrCode {
  /** A key (static QR) or the PSP's location URL without scheme (dynamic QR, from `cob`/`cobv`). */
  account: { key: string } | { url: string };
  /** Cents; null lets the payer type the amount (static QR only in practice). */
  amount: number | null;
  merchantName: string;
  merchantCity: string;
  /** "***" for a dynamic QR; a static QR may carry up to 25 [a-zA-Z0-9]. */
  txid: string;
  /** True for a QR meant to be paid once (field 01 = "12"; absent or "11" otherwise). */
  singleUse: boolean;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the text's UTF-8 bytes, 4 uppercase hex. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** UTF-8 bytes without TextEncoder (the domain's lib has no DOM or Node types). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

/** Whether `txid` is valid for a charge at the API Pix (`PUT /cob/{txid}`, `PUT /cobv/{txid}`). */
export function isCobTxid(txid: string): boolean {
  return COB_TXID.test(txid);
}

/**
 * Text as a BR Code name or city accepts it: accents dropped, anything but printable ASCII removed, cut to
 * `max`. For building from free text (a company name, "São José dos Pinhais").
 */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim()
    .slice(0, max)
    .trim();
}

function tlv(id: string, value: string): string {
  if (value.length > MAX_TLV_VALUE)
    throw new BrCodeError(`BR Code field ${id}: at most ${MAX_TLV_VALUE} characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function requireText(value: string, max: number, what: string): void {
  if (value.length === 0 || value.length > max) throw new BrCodeError(`${what}: 1 to ${max} characters`);
  if (!PRINTABLE.test(value)) throw new BrCodeError(`${what}: printable ASCII only`);
}

function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_AMOUNT_CENTS)
    throw new BrCodeError('amount: whole cents, more than zero, at most 13 characters');
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The copia-e-cola payload; BrCodeError when a field breaks the standard's limits. */
export function buildBrCode(code: BrCode): string {
  requireText(code.merchantName, BR_CODE_MERCHANT_NAME_MAX, 'merchant name');
  requireText(code.merchantCity, BR_CODE_MERCHANT_CITY_MAX, 'merchant city');
  if (!BR_CODE_TXID.test(code.txid)) throw new BrCodeError('txid: "***" or 1 to 25 letters and digits');
  const accountValue = 'key' in code.account ? code.account.key : code.account.url;
  requireText(accountValue, MERCHANT_ACCOUNT_INFO_MAX, 'key' in code.account ? 'key' : 'location URL');
  const account =
    tlv('00', PIX_GUI) + ('key' in code.account ? tlv('01', code.account.key) : tlv('25', code.account.url));
  const body =
    tlv('00', '01') +
    // Field 01 is optional: "12" marks a QR to be paid once; a reusable one simply leaves it out.
    (code.singleUse ? tlv('01', '12') : '') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (code.amount === null ? '' : tlv('54', formatAmount(code.amount))) +
    tlv('58', 'BR') +
    tlv('59', code.merchantName) +
    tlv('60', code.merchantCity) +
    tlv('62', tlv('05', code.txid)) +
    '6304';
  return body + crc16CcittFalse(body);
}

/** Whether the payload ends in a CRC field that matches everything before it. */
export function brCodeCrcValid(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

function readFields(text: string, what: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText))
      throw new BrCodeError(`${what}: malformed field at ${at}`);
    const value = text.slice(at + 4, at + 4 + Number(lengthText));
    if (value.length !== Number(lengthText)) throw new BrCodeError(`${what}: field ${id} is cut short`);
    if (fields.has(id)) throw new BrCodeError(`${what}: field ${id} repeated`);
    fields.set(id, value);
    at += 4 + value.length;
  }
  return fields;
}

function required(fields: Map<string, string>, id: string): string {
  const value = fields.get(id);
  if (value === undefined) throw new BrCodeError(`BR Code: field ${id} missing`);
  return value;
}

function parseAmount(text: string): number {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(text);
  if (!match) throw new BrCodeError('BR Code: amount must read like 123.45');
  const cents = Number(match[1]) * 100 + Number(match[2]);
  if (cents <= 0) throw new BrCodeError('BR Code: amount must be more than zero');
  return cents;
}

/** Reads a copia-e-cola payload; BrCodeError when its CRC, layout or a field's limits fail. */
export function parseBrCode(payload: string): BrCode {
  if (!PRINTABLE.test(payload)) throw new BrCodeError('BR Code: printable ASCII only');
  if (!brCodeCrcValid(payload)) throw new BrCodeError('BR Code: CRC does not match');
  const fields = readFields(payload.slice(0, -8), 'BR Code');
  if (!payload.startsWith('000201')) throw new BrCodeError('BR Code: must start with payload format 01');
  const initiation = fields.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    throw new BrCodeError('BR Code: point of initiation must be 11 or 12');
  const accountFields = readFields(required(fields, '26'), 'merchant account');
  if (accountFields.get('00')?.toLowerCase() !== PIX_GUI)
    throw new BrCodeError('BR Code: not a Pix merchant account');
  const key = accountFields.get('01');
  const url = accountFields.get('25');
  if ((key === undefined) === (url === undefined))
    throw new BrCodeError('BR Code: needs a key or a location URL');
  if (!/^\d{4}$/.test(required(fields, '52'))) throw new BrCodeError('BR Code: bad merchant category');
  if (required(fields, '53') !== '986') throw new BrCodeError('BR Code: currency must be 986 (BRL)');
  if (required(fields, '58') !== 'BR') throw new BrCodeError('BR Code: country must be BR');
  const merchantName = required(fields, '59');
  const merchantCity = required(fields, '60');
  requireText(merchantName, BR_CODE_MERCHANT_NAME_MAX, 'BR Code: merchant name');
  requireText(merchantCity, BR_CODE_MERCHANT_CITY_MAX, 'BR Code: merchant city');
  const txid = readFields(required(fields, '62'), 'additional data').get('05');
  if (txid === undefined || !BR_CODE_TXID.test(txid)) throw new BrCodeError('BR Code: bad txid');
  const amountText = fields.get('54');
  return {
    account: key !== undefined ? { key } : { url: url as string },
    amount: amountText === undefined ? null : parseAmount(amountText),
    merchantName,
    merchantCity,
    txid,
    singleUse: initiation === '12',
  };
}
