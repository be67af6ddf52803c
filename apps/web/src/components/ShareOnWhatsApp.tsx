import { professionalShareText, whatsappShareUrl } from '@brilho/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { pathTo } from '../lib/paths';

/** The professional's public page as an absolute address (what WhatsApp turns into a preview). */
export const professionalPageUrl = (id: string, origin: string = window.location.origin): string =>
  `${origin}${pathTo('search', { id })}`;

/** The wa.me link sharing a professional's public page, WhatsApp lets the person pick the chat. */
export const professionalShareUrl = (professional: { id: string; name: string }, origin?: string): string =>
  whatsappShareUrl(professionalShareText(professional.name, professionalPageUrl(professional.id, origin)));

export const SHARE_PROFESSIONAL_LABEL = 'compartilhar no WhatsApp';

/** 'compartilhar no WhatsApp' for a professional's public page, in a new tab. */
export function ShareProfessionalOnWhatsApp({
  id,
  name,
  ...button
}: { id: string; name: string } & ButtonProps) {
  return (
    <Button
      component="a"
      href={professionalShareUrl({ id, name })}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      {...button}
    >
      {SHARE_PROFESSIONAL_LABEL}
    </Button>
  );
}
