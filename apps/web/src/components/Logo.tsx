import { Group, Text } from '@mantine/core';
import { SparkleIcon } from './icons';

export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={6} wrap="nowrap" c="violet.7">
      <SparkleIcon size={size === 'lg' ? 26 : 20} />
      <Text
        component="span"
        fw={800}
        fz={size === 'lg' ? 22 : 18}
        c="violet.8"
        style={{ letterSpacing: '-0.02em' }}
      >
        Brilho
      </Text>
    </Group>
  );
}
