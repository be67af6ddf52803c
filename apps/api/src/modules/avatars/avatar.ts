const PALETTE = [
  '#7048e8',
  '#1c7ed6',
  '#0ca678',
  '#e8590c',
  '#d6336c',
  '#5f3dc4',
  '#087f5b',
  '#c2255c',
  '#1971c2',
  '#e67700',
];

function hash(value: string): number {
  let h = 0;
  for (const char of value) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** 'maria-aparecida-souza' → 'MS'. */
export function initialsOf(slug: string): string {
  const words = slug.split('-').filter((w) => w.length > 2 || w === slug);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? words.at(-1)![0]! : '';
  return `${first}${last}`.toUpperCase();
}

/** A deterministic portrait placeholder: initials on a colour picked from the name, as crisp SVG. */
export function avatarSvg(slug: string): string {
  const color = PALETTE[hash(slug) % PALETTE.length]!;
  const initials = initialsOf(slug).replace(/[^A-Z?]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"><title>${initials}</title><rect width="256" height="256" fill="${color}"/><circle cx="128" cy="104" r="48" fill="#ffffff" opacity="0.18"/><path d="M40 256c8-56 48-88 88-88s80 32 88 88z" fill="#ffffff" opacity="0.18"/><text x="128" y="150" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}
