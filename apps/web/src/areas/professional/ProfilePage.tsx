import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatCompletedCount, formatProfessionalRating } from '@brilho/domain';
import { Avatar, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../words/professional';
import { useMe } from './api';
import { LoadFailed, Loading, Screen, Section } from './components';
import { WEEKDAYS } from './format';
import { OwnFeedbacks } from './OwnFeedbacks';
import { professionalPath } from './paths';

// The editor (and its district list) loads only when the professional asks to edit.
const AvailabilityEditor = lazy(() =>
  import('./AvailabilityEditor').then((module) => ({ default: module.AvailabilityEditor })),
);

const hourSpan = (start: number, end: number) => texts.hourSpan(start, end);

/** 'Perfil': photo, name, bio, rating, districts served and the weekly availability (read-only). */
export function ProfilePage() {
  const me = useMe();
  const [editing, setEditing] = useState(false);
  if (me.isError && !me.data) return <LoadFailed onRetry={() => me.refetch()} />;
  if (!me.data) return <Loading />;
  const profile = me.data;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const byDay = new Map<number, { start_hour: number; end_hour: number }[]>();
  for (const hours of profile.weekly_hours)
    byDay.set(hours.weekday, [...(byDay.get(hours.weekday) ?? []), hours]);

  return (
    <Screen
      title={texts.profileTitle}
      aside={
        <Group>
          <Button component={Link} to={professionalPath('earnings')} variant="light" color="violet" size="sm">
            Ganhos e repasses
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={profile.profile_picture} alt={name} size={72} radius="xl" color="violet">
              {profile.first_name.charAt(0)}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={2} fz="xl">
                {name}
              </Title>
              <Text size="sm" c="dimmed" truncate>
                {profile.email}
              </Text>
            </Stack>
          </Group>
          <Group gap="lg">
            {profile.rating !== null && (
              <Stack gap={0}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {texts.rating}
                </Text>
                <Text fw={700} fz="lg">
                  ★ {formatProfessionalRating(profile.rating)}
                </Text>
              </Stack>
            )}
            <Stack gap={0}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {texts.completed}
              </Text>
              <Text fw={700} fz="lg">
                {formatCompletedCount(profile.completed_orders_count)}
              </Text>
            </Stack>
          </Group>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {texts.bio}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{profile.bio || texts.noBio}</Text>
          </Stack>
        </Stack>
      </Paper>

      {editing ? (
        <Suspense fallback={<Loading />}>
          <AvailabilityEditor me={profile} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
          {texts.editAvailability}
        </Button>
      )}

      <Section id="bairros" title={texts.districts}>
        <Group gap="xs">
          {profile.districts.map((district) => (
            <Badge key={district.id} variant="light" color="violet" size="lg" radius="sm" tt="none">
              {district.display_name}
              <Text span size="xs" c="dimmed" ml={4}>
                {district.city}
              </Text>
            </Badge>
          ))}
        </Group>
      </Section>

      <Section id="disponibilidade" title={texts.availability}>
        {profile.weekly_hours.length === 0 ? (
          // Seven rows of 'Sem atendimento' would read as "never works": say the hours are not set yet.
          <Text c="dimmed">{texts.availabilityEmpty}</Text>
        ) : (
          <Table verticalSpacing={6} aria-labelledby="disponibilidade">
            <Table.Tbody>
              {WEEKDAYS.map(({ weekday, name: dayName }) => {
                const spans = byDay.get(weekday) ?? [];
                return (
                  <Table.Tr key={weekday}>
                    <Table.Th scope="row" w="40%" tt="capitalize">
                      {dayName}
                    </Table.Th>
                    <Table.Td c={spans.length ? undefined : 'dimmed'}>
                      {spans.length
                        ? spans.map((span) => hourSpan(span.start_hour, span.end_hour)).join(' · ')
                        : texts.unavailable}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <OwnFeedbacks />
    </Screen>
  );
}
