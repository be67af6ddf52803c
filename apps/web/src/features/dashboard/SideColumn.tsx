import '@mantine/core/styles/Badge.layer.css';
import { isFirstOrderUser } from '@brilho/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { AppDownload } from '../../components/AppDownload';
import type { CurrentUser } from '../../lib/session';
import { texts } from '../../words/dashboard';

function AppDownloadCard() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <AppDownload linkSize="sm" />
    </Paper>
  );
}

/**
 * The dashboard's side column (the screens): the first-order banner for first-order users, the promo
 * banner, the app download and the info cards. The e-mail notice stays with the page (it opens its dialog).
 */
export function SideColumn({ user }: { user: CurrentUser }) {
  return (
    <Stack gap="md">
      {isFirstOrderUser(user.status) && (
        <Paper radius="lg" p="lg" bg="violet.8" c="white">
          <Text fw={700}>{texts.firstOrderTitle}</Text>
          <Text size="sm" mt={4}>
            {texts.firstOrderText}
          </Text>
        </Paper>
      )}
      <Paper withBorder radius="lg" p="lg">
        <Group gap="xs" justify="space-between">
          <Text fw={700}>{texts.promoTitle}</Text>
          <Badge color="pink.9" variant="filled">
            10% OFF
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {texts.promoText}
        </Text>
      </Paper>
      <AppDownloadCard />
      {texts.infoCards.map((card) => (
        <Paper key={card.title} withBorder radius="lg" p="lg">
          <Text fw={700}>{card.title}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {card.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
