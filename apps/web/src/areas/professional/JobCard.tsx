import '@mantine/core/styles/Badge.layer.css';
import { formatMoney } from '@brilho/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ClockIcon, PinIcon } from '../../components/icons';
import { jobStatus, productsLabel, texts } from '../../words/professional';
import type { Job } from './api';
import { hoursLabel, timeRange } from './format';
import { professionalPath } from './paths';
import classes from './professional.module.css';

export function StatusChip({ status }: { status: Job['status'] }) {
  const { label, color, variant, text } = jobStatus(status);
  return (
    <Badge color={color} c={text} variant={variant} radius="sm" size="md" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/**
 * A job of the agenda: time range, duration, district and city, the customer's first name (when visible),
 * the products preference and the status; the whole card opens the job.
 */
export function JobCard({ job, dateLabel }: { job: Job; dateLabel?: string }) {
  const when = timeRange(job.starts_at, job.ends_at);
  return (
    <Link to={professionalPath('job', { id: job.id })} className={classes.cardLink}>
      <Paper withBorder radius="lg" p="md" className={classes.card} component="article">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              {dateLabel && (
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {dateLabel}
                </Text>
              )}
              <Group gap={6} wrap="nowrap">
                <ClockIcon size={18} />
                <Text fw={700} fz="lg">
                  {when}
                </Text>
              </Group>
            </Stack>
            <StatusChip status={job.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {hoursLabel(job.duration_hours)}
          </Text>
          <Group gap={6} wrap="nowrap">
            <PinIcon size={18} />
            <Text size="sm" fw={600}>
              {job.district}, {job.city}
            </Text>
          </Group>
          {job.customer_first_name && <Text size="sm">Cliente: {job.customer_first_name}</Text>}
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {productsLabel(job.should_include_products)}
            </Text>
            <Text size="sm" fw={700} c="violet.8">
              {texts.youEarn} {formatMoney(job.professional_earning)}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Link>
  );
}

/** A list of job cards. */
export function JobList({ jobs, dateLabel }: { jobs: Job[]; dateLabel?: (job: Job) => string }) {
  return (
    <ul className={classes.list}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} dateLabel={dateLabel?.(job)} />
        </li>
      ))}
    </ul>
  );
}
