import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';

// Filled badges on dark shades: white text keeps AA contrast in both states.

export function CityStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" style={{ flexShrink: 0 }}>
      {active ? 'ativa' : 'encerrada'}
    </Badge>
  );
}

export function DistrictStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" style={{ flexShrink: 0 }}>
      {active ? 'ativo' : 'inativo'}
    </Badge>
  );
}
