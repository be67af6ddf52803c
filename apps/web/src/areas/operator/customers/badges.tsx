import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { CustomerStanding } from './api';

const STANDING: Record<CustomerStanding, { label: string; color: string }> = {
  active: { label: 'ativa', color: 'teal.9' },
  suspended: { label: 'suspensa', color: '#b34700' },
  blocked: { label: 'bloqueada', color: 'red.9' },
  anonymized: { label: 'removida', color: 'gray.7' },
};

export function CustomerStandingBadge({ standing }: { standing: CustomerStanding }) {
  const { label, color } = STANDING[standing];
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}
