import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { professionalName } from '../../../entities/professional/model';
import { searchProfessionals } from '../../../entities/professional/search';
import { texts } from '../../../words/order';

const t = texts.modal;

/** How many professionals a customer may name for a reschedule (the API's limit). */
export const MAX_CHOSEN = 3;

/**
 * CHOOSE in the reschedule step: who is free in the order's district at the new date and hour (the
 * scheduler's availability search, the first page), up to three of them checked. Our team books one.
 */
export function ChooseProfessionals({
  districtId,
  date,
  hour,
  duration,
  value,
  onChange,
}: {
  districtId: string;
  date: string;
  hour: number;
  duration: number;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const search = useQuery({
    queryKey: ['professionals', 'reschedule-choice', districtId, date, hour, duration],
    queryFn: () => searchProfessionals({ districtId, date, startHour: hour, duration, name: '' }),
    retry: false,
  });
  if (search.isPending) return <Loader size="sm" aria-label={t.chooseLoading} />;
  const free = search.data?.professionals ?? [];
  if (search.isError || free.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.chooseNobody}
      </Text>
    );
  return (
    <Checkbox.Group
      label={t.chooseLabel}
      description={t.chooseHint(MAX_CHOSEN)}
      value={value.filter((id) => free.some((p) => p.id === id))}
      onChange={(ids) => onChange(ids.slice(0, MAX_CHOSEN))}
    >
      <Stack gap="xs" mt="xs">
        {free.map((professional) => (
          <Checkbox
            key={professional.id}
            value={professional.id}
            label={professionalName(professional)}
            disabled={value.length >= MAX_CHOSEN && !value.includes(professional.id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
