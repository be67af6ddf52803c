import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { formatMoney } from '@brilho/domain';
import { Alert, Anchor, Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ClockIcon, PinIcon } from '../../components/icons';
import { ApiError } from '../../lib/api/client';
import { useChannel } from '../../lib/cable';
import { notify } from '../../lib/notify';
import { CHECK_OUT_COLOR, productsLabel, texts } from '../../words/professional';
import { checkIn, checkOut, type Job, jobDay, jobQuery, PROFESSIONAL_KEY } from './api';
import { type CheckButton, checkInButton, checkOutButton } from './checkState';
import { LoadFailed, Loading } from './components';
import { capitalized, dayLabel, hoursLabel, mapsUrl, streetLine, timeRange } from './format';
import { useServerNow } from './hooks';
import { StatusChip } from './JobCard';
import { professionalPath } from './paths';

type Action = 'check-in' | 'check-out';

const DeclineJob = lazy(() => import('./DeclineJob').then((module) => ({ default: module.DeclineJob })));

const ACTION_TEXTS: Record<Action, { button: string; title: string; body: string; done: string }> = {
  'check-in': {
    button: texts.checkIn,
    title: texts.checkInConfirmTitle,
    body: texts.checkInConfirm,
    done: texts.checkedIn,
  },
  'check-out': {
    button: texts.checkOut,
    title: texts.checkOutConfirmTitle,
    body: texts.checkOutConfirm,
    done: texts.checkedOut,
  },
};

/** A check button: pressable, disabled with its reason beside it, or the line saying it is done. */
function CheckAction({
  action,
  state,
  onPress,
}: {
  action: Action;
  state: CheckButton;
  onPress: () => void;
}) {
  const reasonId = useId();
  if (state.kind === 'done')
    return (
      <Text size="sm" fw={600} c="teal.9">
        ✓ {state.text}
      </Text>
    );
  const blocked = state.kind === 'blocked';
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        size="lg"
        color={action === 'check-out' ? CHECK_OUT_COLOR : undefined}
        disabled={blocked}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={onPress}
      >
        {ACTION_TEXTS[action].button}
      </Button>
      {blocked && (
        <Text size="sm" c="dimmed" id={reasonId}>
          {state.reason}
        </Text>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function JobDetail({ job, now }: { job: Job; now: Date }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const day = jobDay(job);

  const confirm = async () => {
    if (!asking) return;
    setSending(true);
    setError(null);
    try {
      const updated = asking === 'check-in' ? await checkIn(job.id) : await checkOut(job.id);
      queryClient.setQueryData(jobQuery(job.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: PROFESSIONAL_KEY });
      notify({ type: 'success', message: ACTION_TEXTS[asking].done });
      setAsking(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : texts.loadFailed);
      void queryClient.invalidateQueries({ queryKey: jobQuery(job.id).queryKey });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {/* The chip above the day, so a long day name never squeezes it (390 px first). */}
          <Stack gap={6} align="flex-start">
            <StatusChip status={job.status} />
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {capitalized(dayLabel(day))}
            </Title>
            <Group gap={6} wrap="nowrap">
              <ClockIcon size={18} />
              <Text fw={600}>
                {timeRange(job.starts_at, job.ends_at)} · {hoursLabel(job.duration_hours)}
              </Text>
            </Group>
          </Stack>

          <Stack gap="sm">
            <CheckAction
              action="check-in"
              state={checkInButton(job, now)}
              onPress={() => {
                setError(null);
                setAsking('check-in');
              }}
            />
            <CheckAction
              action="check-out"
              state={checkOutButton(job)}
              onPress={() => {
                setError(null);
                setAsking('check-out');
              }}
            />
            <Suspense fallback={null}>
              <DeclineJob job={job} now={now} />
            </Suspense>
          </Stack>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Section title={texts.address}>
            {job.address ? (
              <>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <PinIcon size={18} />
                  <Stack gap={0}>
                    <Text fw={600}>{streetLine(job.address)}</Text>
                    <Text size="sm">
                      {job.district}, {job.city}
                      {job.address.zip_code ? ` · CEP ${job.address.zip_code}` : ''}
                    </Text>
                  </Stack>
                </Group>
                {job.address.reference && (
                  <Text size="sm" c="dimmed">
                    {texts.reference}: {job.address.reference}
                  </Text>
                )}
                <Anchor
                  href={mapsUrl(job.address, job.district, job.city)}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  size="sm"
                  w="fit-content"
                >
                  {texts.openMap}
                </Anchor>
              </>
            ) : (
              <>
                <Group gap={6} wrap="nowrap">
                  <PinIcon size={18} />
                  <Text fw={600}>
                    {job.district}, {job.city}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {texts.addressHidden}
                </Text>
              </>
            )}
          </Section>
          {job.customer_first_name && (
            <>
              <Divider />
              <Section title={texts.customer}>
                <Text>{job.customer_first_name}</Text>
              </Section>
            </>
          )}
          {job.address && (
            <>
              <Divider />
              <Section title={texts.description}>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description || texts.noDescription}</Text>
              </Section>
            </>
          )}
          <Divider />
          <Section title={texts.products}>
            <Text>{productsLabel(job.should_include_products)}</Text>
          </Section>
          <Divider />
          <Section title={texts.youEarn}>
            <Text fw={700} fz="lg" c="violet.8">
              {formatMoney(job.professional_earning)}
            </Text>
            <Text size="sm" c="dimmed">
              {texts.jobValue(formatMoney(job.total))}
            </Text>
          </Section>
        </Stack>
      </Paper>

      <Modal
        opened={asking !== null}
        onClose={() => !sending && setAsking(null)}
        title={asking ? ACTION_TEXTS[asking].title : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {asking && (
          <Stack gap="md">
            <Text size="sm">{ACTION_TEXTS[asking].body}</Text>
            {asking === 'check-in' && (
              <Text size="sm" c="dimmed">
                {texts.lateNotice}
              </Text>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)} disabled={sending}>
                {texts.cancel}
              </Button>
              <Button onClick={confirm} loading={sending}>
                {texts.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** `/profissional/limpezas/{id}`: the job, its address when visible, and check-in / check-out. */
export function JobPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const job = useQuery({ ...jobQuery(id), refetchInterval: 60_000 });
  const now = useServerNow(15_000);
  // Live: the order's own channel (a status moved elsewhere) on top of the professional's channel.
  useChannel('OrderChannel', id || null, () => {
    void queryClient.invalidateQueries({ queryKey: jobQuery(id).queryKey });
  });

  const notFound = job.error instanceof ApiError && job.error.status === 404;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={professionalPath('agenda')} size="sm" w="fit-content">
        ← {texts.backToAgenda}
      </Anchor>
      {notFound ? (
        <Paper withBorder radius="lg" p="lg" role="alert">
          <Text fw={600}>{texts.jobNotFound}</Text>
        </Paper>
      ) : job.isError && !job.data ? (
        <LoadFailed onRetry={() => job.refetch()} />
      ) : !job.data || !now ? (
        <Loading />
      ) : (
        <JobDetail job={job.data} now={now} />
      )}
    </Stack>
  );
}
