/**
 * The public professional page's texts as the server renders them, beyond its card and feedbacks: the same
 * words as the web app's page (apps/web/src/components/ShareOnWhatsApp.tsx, AppDownload.tsx, the footer and
 * the feedback list), so the app taking the server's place changes nothing the visitor reads.
 */
export const PUBLIC_PAGE_TEXTS = {
  share: 'compartilhar no WhatsApp',
  seeMoreFeedbacks: 'ver mais avaliações',
  appTitle: 'Baixe o novo app da Brilho',
  appText: 'Agende, pague e acompanhe as suas limpezas pelo celular.',
  appStore: 'baixar na App Store',
  playStore: 'baixar no Google Play',
  support: 'Fale conosco',
  terms: 'Termos de uso',
} as const;
