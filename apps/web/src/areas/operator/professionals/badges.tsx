import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { professionalBadgeTexts as t } from '../../../words/operator/professionals';
import type { ProfessionalStatus } from './api';

// Filled badges on dark shades: white text keeps AA contrast (Mantine's orange.9 does not: a darker orange).
const STATUS: Record<ProfessionalStatus, { label: string; color: string }> = {
  registered: { label: t.registered, color: 'violet.8' },
  validated: { label: 'validado', color: 'teal.9' },
  refused: { label: 'recusado', color: 'gray.7' },
  suspended: { label: 'suspenso', color: '#b34700' },
  blocked: { label: 'bloqueado', color: 'red.9' },
};

export function ProfessionalStatusBadge({ status }: { status: ProfessionalStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}

/** 'há 12 h úteis', red past the 72 business hours promised ('há 80 h úteis · atrasado'). */
export function RequestAgeBadge({ hours, overdue }: { hours: number | null; overdue: boolean }) {
  if (hours === null) return null;
  return (
    <Badge
      color={overdue ? 'red.9' : 'gray'}
      variant={overdue ? 'filled' : 'light'}
      c={overdue ? undefined : 'gray.9'}
      tt="none"
    >
      {overdue ? t.ageOverdue(hours) : t.age(hours)}
    </Badge>
  );
}
