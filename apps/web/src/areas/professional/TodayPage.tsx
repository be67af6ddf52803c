import { addDays, firstWord, saoPauloDate } from '@brilho/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/session';
import { texts } from '../../words/professional';
import { agendaQuery, jobDay, offersQuery } from './api';
import { Empty, LoadFailed, Loading } from './components';
import { capitalized, dayLabel, shortDate, shortWeekday } from './format';
import { useServerNow } from './hooks';
import { JobList } from './JobCard';
import { professionalPath } from './paths';

/** Days after today that 'Próximas limpezas' looks at. */
const NEXT_DAYS = 7;

/** 'Hoje': today's jobs, the next days' and the offers waiting for an answer. */
export function TodayPage({ user }: { user: CurrentUser }) {
  const now = useServerNow(60_000);
  const today = now ? saoPauloDate(now) : null;
  const agenda = useQuery({
    ...agendaQuery(today ?? '', today ? addDays(today, NEXT_DAYS) : ''),
    enabled: today !== null,
  });
  const offers = useQuery(offersQuery);
  const open = (offers.data?.offers ?? []).filter((offer) => !offer.willing).length;

  const jobs = agenda.data ?? [];
  const todays = jobs.filter((job) => jobDay(job) === today);
  const next = jobs.filter((job) => jobDay(job) !== today);

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {texts.greeting(firstWord(user.first_name))}
        </Title>
        {today && <Text c="dimmed">{capitalized(dayLabel(today))}</Text>}
      </Stack>

      {open > 0 && (
        <Alert color="violet" variant="light" radius="lg" title={texts.openOffers(open)}>
          <Button component={Link} to={professionalPath('offers')} size="compact-md" mt={4}>
            {texts.seeOffers}
          </Button>
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby="hoje">
        <Title order={2} fz="lg" id="hoje">
          {texts.todayTitle}
        </Title>
        {agenda.isError ? (
          <LoadFailed onRetry={() => agenda.refetch()} />
        ) : !agenda.data ? (
          <Loading />
        ) : todays.length === 0 ? (
          <Empty>{texts.todayEmpty}</Empty>
        ) : (
          <JobList jobs={todays} />
        )}
      </Stack>

      {agenda.data && (
        <Stack gap="sm" component="section" aria-labelledby="proximas">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="proximas">
              {texts.nextJobs}
            </Title>
            <Button component={Link} to={professionalPath('agenda')} variant="subtle" size="compact-sm">
              {texts.seeAgenda}
            </Button>
          </Group>
          {next.length === 0 ? (
            <Empty>{texts.nextEmpty}</Empty>
          ) : (
            <JobList
              jobs={next}
              dateLabel={(job) => `${shortWeekday(jobDay(job))}, ${shortDate(jobDay(job))}`}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
