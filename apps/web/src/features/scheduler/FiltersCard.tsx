import { formatDateBR } from '@brilho/domain';
import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ChevronDownIcon } from '../../components/icons';
import { hoursLabel } from '../../lib/labels';
import { hourLabel, texts, weekdayOf } from '../../words/scheduler';
import classes from './scheduler.module.css';
import type { Filters } from './state';

/** The filters as read back to the customer. */
export function filterValues(filters: Filters) {
  return {
    date: filters.date ? `${weekdayOf(filters.date)}, ${formatDateBR(filters.date)}` : texts.notChosen,
    startHour: filters.startHour === null ? texts.anyValue : hourLabel(filters.startHour),
    duration: filters.duration === null ? texts.anyValue : hoursLabel(filters.duration),
    name: filters.name || texts.anyValue,
  };
}

/**
 * The left column's filters (day, start hour, duration, professional name) with 'alterar filtros'; on a
 * phone they fold into a one-line summary.
 */
export function FiltersCard({ filters, onEdit }: { filters: Filters; onEdit: () => void }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [opened, toggle] = useDisclosure(false);
  const values = filterValues(filters);
  const rows = (
    <Stack gap="sm">
      <dl className={classes.review}>
        <dt>Dia</dt>
        <dd>{values.date}</dd>
        <dt>{texts.startTime}</dt>
        <dd>{values.startHour}</dd>
        <dt>{texts.duration}</dt>
        <dd>{values.duration}</dd>
        <dt>Profissional</dt>
        <dd>{values.name}</dd>
      </dl>
      <Button variant="light" onClick={onEdit} w={{ base: '100%', md: 'fit-content' }}>
        {texts.editFilters}
      </Button>
    </Stack>
  );
  const summary = [
    filters.date ? formatDateBR(filters.date) : null,
    filters.startHour === null ? null : hourLabel(filters.startHour),
    filters.duration === null ? null : hoursLabel(filters.duration),
    filters.name || null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="filtros">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" id="filtros">
            {texts.filtersTitle}
          </Title>
          {!wide && (
            <Button
              variant="subtle"
              size="sm"
              onClick={toggle.toggle}
              aria-expanded={opened}
              aria-controls="filtros-detalhes"
              rightSection={<ChevronDownIcon style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
            >
              {opened ? 'ocultar filtros' : 'mostrar filtros'}
            </Button>
          )}
        </Group>
        {wide ? (
          rows
        ) : (
          <>
            {!opened && <Text size="sm">{summary || 'Nenhum filtro escolhido.'}</Text>}
            <Collapse expanded={opened} id="filtros-detalhes">
              {rows}
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
