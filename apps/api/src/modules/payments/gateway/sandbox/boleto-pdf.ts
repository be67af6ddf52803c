import { formatDateBR, formatLineCode, formatMoney } from '@brilho/domain';

/**
 * A one-page boleto PDF written by hand (PDF 1.4, the standard Helvetica font, no dependency): the
 * beneficiary, payer, amount, due date, the formatted linha digitável and the barcode drawn as Interleaved
 * 2 of 5 bars, as FEBRABAN prints it.
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

/** A PDF string literal in WinAnsi: backslash and parentheses escaped, anything outside Latin-1 as '?'. */
function pdfText(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function textLine(x: number, y: number, size: number, text: string, bold = false): string {
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfText(text)} Tj ET`;
}

function pageContent(input: BoletoPdfInput): string {
  const line = formatLineCode(input.lineCode);
  const rows: string[] = [
    textLine(40, 790, 14, `Banco Sandbox | ${input.bankCode}`, true),
    textLine(40, 770, 10, 'Boleto de teste: não pode ser pago em um banco.'),
    textLine(40, 740, 12, line, true),
    '0.5 w 40 730 m 555 730 l S',
    textLine(40, 710, 9, 'Beneficiário'),
    textLine(40, 696, 12, input.beneficiary),
    textLine(330, 710, 9, 'Vencimento'),
    textLine(330, 696, 12, formatDateBR(input.dueDate), true),
    textLine(40, 670, 9, 'Pagador'),
    textLine(40, 656, 12, input.payer),
    textLine(330, 670, 9, 'Valor do documento'),
    textLine(330, 656, 12, formatMoney(input.amount), true),
    textLine(40, 630, 9, 'Linha digitável'),
    textLine(40, 616, 11, line),
    '0.5 w 40 600 m 555 600 l S',
  ];
  const bars = interleaved2of5Bars(input.barcode, 40)
    .map(([x, width]) => `${x} 530 ${width} ${BAR_HEIGHT} re`)
    .join('\n');
  return `${rows.join('\n')}\n0 g\n${bars}\nf\n`;
}

/** The PDF bytes: five objects, a cross-reference table with exact byte offsets, a trailer. */
export function boletoPdf(input: BoletoPdfInput): Buffer {
  const content = pageContent(input);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  // Latin-1 throughout: one byte per character, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
