import { Anchor, Group, Text } from '@mantine/core';

// The app download (the screens: "opens the iOS or Android store by device"), shown by the dashboard's side
// column and a professional's public page, each in its own card (decision 0111).

export type Device = 'ios' | 'android' | 'other';

/** Which store the app download opens. */
export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The mobile app's store pages (docs/decisions.md). */
export const STORE_URLS = {
  ios: 'https://apps.apple.com/br/app/brilho-limpezas/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=br.com.brilho.app',
} as const;

export const texts = {
  appTitle: 'Baixe o novo app da Brilho',
  appText: 'Agende, pague e acompanhe as suas limpezas pelo celular.',
  appStore: 'baixar na App Store',
  playStore: 'baixar no Google Play',
} as const;

/** The title, its line and the store links of the visitor's device (both on a computer). */
export function AppDownload({ linkSize }: { linkSize?: 'sm' }) {
  const device = deviceOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return (
    <>
      <Text fw={700}>{texts.appTitle}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {texts.appText}
      </Text>
      <Group gap="md" mt="sm">
        {device !== 'android' && (
          <Anchor href={STORE_URLS.ios} target="_blank" rel="noopener noreferrer" size={linkSize} fw={600}>
            {texts.appStore}
          </Anchor>
        )}
        {device !== 'ios' && (
          <Anchor
            href={STORE_URLS.android}
            target="_blank"
            rel="noopener noreferrer"
            size={linkSize}
            fw={600}
          >
            {texts.playStore}
          </Anchor>
        )}
      </Group>
    </>
  );
}
