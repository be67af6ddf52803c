import { ActionIcon, Group, Title } from '@mantine/core';
import { texts } from '../../words/checkout';

/** A payment view's title with the back arrow. */
export function BackHeader({ title, id, onBack }: { title: string; id: string; onBack: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={texts.back}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </ActionIcon>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
    </Group>
  );
}
