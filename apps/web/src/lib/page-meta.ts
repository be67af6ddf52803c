import { PRODUCT_NAME } from '@brilho/domain/constants';
import { useEffect } from 'react';

// TODO(domain): move to messages
export const DEFAULT_DESCRIPTION = 'Brilho: agende limpezas com profissionais verificados.';

export interface PageMeta {
  /** The page's own title; the tab shows 'Brilho - {title}'. */
  title: string;
  description?: string;
  /** A preview image for link previews (the public professional page). */
  image?: string;
}

function setMetaTag(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Writes the title, description and preview tags of the page. */
export function applyPageMeta({ title, description, image }: PageMeta): void {
  document.title = `${PRODUCT_NAME} - ${title}`;
  setMetaTag('name', 'description', description ?? DEFAULT_DESCRIPTION);
  setMetaTag('property', 'og:title', document.title);
  setMetaTag('property', 'og:description', description ?? DEFAULT_DESCRIPTION);
  setMetaTag('property', 'og:image', image);
}

/**
 * Sets the page's meta while the page is shown. The app shell already sets every route's title from the
 * route table; a page whose meta depends on its data (the public professional profile) calls this too,
 * and wins, since the shell writes its route meta in a layout effect, before any page's effects.
 */
export function usePageMeta({ title, description, image }: PageMeta): void {
  useEffect(() => {
    applyPageMeta({ title, description, image });
  }, [title, description, image]);
}
