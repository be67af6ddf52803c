import { addDays, isoWeekday, saoPauloDate } from '@brilho/domain';
import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { texts } from '../../words/professional';
import { agendaQuery, type Job, jobDay } from './api';
import { Empty, LoadFailed, Loading, Screen } from './components';
import { capitalized, dayLabel, shortDate, shortWeekday } from './format';
import { useServerNow } from './hooks';
import { JobList } from './JobCard';
import classes from './professional.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function WeekStrip({
  monday,
  selected,
  today,
  jobs,
  onSelect,
}: {
  monday: string;
  selected: string;
  today: string;
  jobs: Job[] | undefined;
  onSelect: (day: string) => void;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <div className={classes.weekStrip}>
      {days.map((day) => {
        const count = jobs?.filter((job) => jobDay(job) === day).length ?? 0;
        const isToday = day === today;
        return (
          <button
            key={day}
            type="button"
            className={`${classes.dayChip} ${isToday ? classes.dayChipToday : ''}`}
            aria-pressed={day === selected}
            onClick={() => onSelect(day)}
          >
            <span className={classes.dayChipWeekday}>{shortWeekday(day)}</span>
            <span className={classes.dayChipNumber}>{Number(day.slice(8))}</span>
            <span className={count > 0 ? classes.dayChipDot : classes.dayChipDotEmpty} aria-hidden />
            <VisuallyHidden>{`, ${dayLabel(day)}${isToday ? ' (hoje)' : ''}, ${count === 0 ? 'sem limpezas' : texts.jobsOfDay(count)}`}</VisuallyHidden>
          </button>
        );
      })}
    </div>
  );
}

/** 'Agenda': a week strip (Monday to Sunday) and the chosen day's jobs; the day travels as `?dia=`. */
export function AgendaPage() {
  const now = useServerNow(60_000);
  const [params, setParams] = useSearchParams();
  const today = now ? saoPauloDate(now) : null;
  const asked = params.get('dia');
  const selected = asked && DAY.test(asked) ? asked : today;
  const monday = selected ? addDays(selected, 1 - isoWeekday(selected)) : null;
  const sunday = monday ? addDays(monday, 6) : null;
  const agenda = useQuery({ ...agendaQuery(monday ?? '', sunday ?? ''), enabled: monday !== null });

  if (!selected || !monday || !sunday || !today) return <Loading />;
  const choose = (day: string) => setParams({ dia: day }, { replace: true });
  const ofDay = (agenda.data ?? []).filter((job) => jobDay(job) === selected);

  return (
    <Screen title={texts.agendaTitle}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={texts.previousWeek}
            onClick={() => choose(addDays(selected, -7))}
          >
            <ChevronLeftIcon />
          </ActionIcon>
          <Text fw={600} aria-live="polite">
            {shortDate(monday)} a {shortDate(sunday)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={texts.nextWeek}
            onClick={() => choose(addDays(selected, 7))}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Group>
        <WeekStrip monday={monday} selected={selected} today={today} jobs={agenda.data} onSelect={choose} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="dia-escolhido">
        <Title order={2} fz="lg" id="dia-escolhido">
          {selected === today ? `Hoje, ${dayLabel(selected)}` : capitalized(dayLabel(selected))}
        </Title>
        {agenda.isError ? (
          <LoadFailed onRetry={() => agenda.refetch()} />
        ) : !agenda.data ? (
          <Loading />
        ) : ofDay.length === 0 ? (
          <Empty>{texts.dayEmpty}</Empty>
        ) : (
          <JobList jobs={ofDay} />
        )}
      </Stack>
    </Screen>
  );
}
