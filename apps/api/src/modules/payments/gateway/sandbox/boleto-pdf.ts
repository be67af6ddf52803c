import { formatDateBR, formatLineCode, formatMoney } from '@brilho/domain';
import { onePagePdf, type PdfItem } from '../../../../lib/pdf';
import { BOLETO_PDF as texts } from '../../../../words/sandbox-gateway';

/**
 * A one-page boleto PDF on the API's one PDF writer (`lib/pdf.ts`): the beneficiary, payer, amount, due
 * date, the formatted linha digitável and the barcode drawn as Interleaved 2 of 5 bars, as FEBRABAN prints it.
 */

export interface BoletoPdfInput {
  beneficiary: string;
  payer: string;
  /** Cents. */
  amount: number;
  /** YYYY-MM-DD */
  dueDate: string;
  lineCode: string;
  barcode: string;
  bankCode: string;
}

/** Interleaved 2 of 5: each digit is five elements, two of them wide (n = narrow, w = wide). */
const I25: Record<string, string> = {
  '0': 'nnwwn',
  '1': 'wnnnw',
  '2': 'nwnnw',
  '3': 'wwnnn',
  '4': 'nnwnw',
  '5': 'wnwnn',
  '6': 'nwwnn',
  '7': 'nnnww',
  '8': 'wnnwn',
  '9': 'nwnwn',
};

const NARROW = 1;
const WIDE = 3;
const BAR_HEIGHT = 50;

/** The bars of an even-length digit string as [x, width] pairs from `x0` (points). */
export function interleaved2of5Bars(digits: string, x0: number): Array<[number, number]> {
  if (digits.length % 2 !== 0 || !/^\d*$/.test(digits))
    throw new RangeError('I25 needs an even count of digits');
  // Start: narrow bar, narrow space, narrow bar, narrow space. Stop: wide bar, narrow space, narrow bar.
  let elements = 'nnnn';
  for (let index = 0; index < digits.length; index += 2) {
    const bars = I25[digits[index] as string] as string;
    const spaces = I25[digits[index + 1] as string] as string;
    for (let k = 0; k < 5; k += 1) elements += `${bars[k]}${spaces[k]}`;
  }
  elements += 'wnn';
  const rects: Array<[number, number]> = [];
  let x = x0;
  for (let index = 0; index < elements.length; index += 1) {
    const width = elements[index] === 'w' ? WIDE : NARROW;
    // Even positions are bars, odd ones spaces.
    if (index % 2 === 0) rects.push([x, width]);
    x += width;
  }
  return rects;
}

function pageItems(input: BoletoPdfInput): PdfItem[] {
  const line = formatLineCode(input.lineCode);
  const text = (x: number, y: number, size: number, value: string, bold = false): PdfItem => ({
    kind: 'text',
    x,
    y,
    size,
    text: value,
    bold,
  });
  const rule = (y: number): PdfItem => ({ kind: 'line', x1: 40, y1: y, x2: 555, y2: y, width: 0.5 });
  return [
    text(40, 790, 14, `${texts.bank} | ${input.bankCode}`, true),
    text(40, 770, 10, texts.notPayable),
    text(40, 740, 12, line, true),
    rule(730),
    text(40, 710, 9, texts.beneficiary),
    text(40, 696, 12, input.beneficiary),
    text(330, 710, 9, texts.dueDate),
    text(330, 696, 12, formatDateBR(input.dueDate), true),
    text(40, 670, 9, texts.payer),
    text(40, 656, 12, input.payer),
    text(330, 670, 9, texts.amount),
    text(330, 656, 12, formatMoney(input.amount), true),
    text(40, 630, 9, texts.lineCode),
    text(40, 616, 11, line),
    rule(600),
    ...interleaved2of5Bars(input.barcode, 40).map(
      ([x, width]): PdfItem => ({ kind: 'rect', x, y: 530, width, height: BAR_HEIGHT }),
    ),
  ];
}

/** The boleto's PDF bytes, drawn by the API's one PDF writer. */
export function boletoPdf(input: BoletoPdfInput): Buffer {
  return onePagePdf(pageItems(input), `${texts.bank} ${input.lineCode}`);
}
