/**
 * The API's one PDF writer (decision 0117), one page of PDF 1.4 with no dependency: text in the standard
 * Helvetica and Helvetica-Bold fonts (WinAnsi, so pt-BR accents print), straight lines and filled
 * rectangles (a boleto's bars) on an A4 page, with an exact cross-reference table. Receipts and the sandbox
 * gateway's boleto are drawn with it; the text stays readable in the file, which the tests rely on.
 */

export type PdfItem =
  | { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width?: number }
  /** Filled in black; `x`, `y` is the bottom-left corner. */
  | { kind: 'rect'; x: number; y: number; width: number; height: number };

/** A4 in points. */
export const PDF_PAGE = { width: 595, height: 842 } as const;

/** A PDF string literal in WinAnsi: backslash and parentheses escaped, anything outside Latin-1 as '?'. */
function literal(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ')})`;
}

const round = (n: number): string => String(Math.round(n * 100) / 100);

function operators(item: PdfItem): string {
  if (item.kind === 'text')
    return `BT /${item.bold ? 'F2' : 'F1'} ${round(item.size)} Tf ${round(item.x)} ${round(item.y)} Td ${literal(item.text)} Tj ET`;
  if (item.kind === 'rect')
    return `0 g ${round(item.x)} ${round(item.y)} ${round(item.width)} ${round(item.height)} re f`;
  return `${round(item.width ?? 0.5)} w ${round(item.x1)} ${round(item.y1)} m ${round(item.x2)} ${round(item.y2)} l S`;
}

/** The bytes of a one-page PDF drawing `items` (origin bottom-left, points). */
export function onePagePdf(items: PdfItem[], title = ''): Buffer {
  const content = `${items.map(operators).join('\n')}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE.width} ${PDF_PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${literal(title)} /Producer (Brilho) >>`,
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
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
