import '@mantine/core/styles/Modal.layer.css';
import { canDecline } from '@brilho/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { declineTexts as texts } from '../../words/professional-decline';
import { type Job, PROFESSIONAL_KEY } from './api';
import { professionalPath } from './paths';
import { declineJob } from './selfApi';

/**
 * 'Desistir desta limpeza': offered while the job is paid and its start is at least 24 h away
 * (domain `canDecline`, the server's rule); confirmed in a dialog, then the job leaves the agenda.
 */
export function DeclineJob({ job, now }: { job: Job; now: Date }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canDecline({ status: job.status, startsAt: new Date(job.starts_at) }, now)) return null;

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await declineJob(job.id);
      await queryClient.invalidateQueries({ queryKey: PROFESSIONAL_KEY });
      notify({ type: 'success', message: texts.declineDone });
      // The job left this professional's agenda: its page would answer 404.
      navigate(professionalPath('agenda'), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : texts.declineFailed);
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" c="red.9" onClick={() => setAsking(true)}>
        {texts.decline}
      </Button>
      <Modal
        opened={asking}
        onClose={() => !sending && setAsking(false)}
        title={texts.decline}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack gap="md">
          <Text size="sm">{texts.declineConfirm}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={sending}>
              {texts.declineKeep}
            </Button>
            <Button color="red.9" onClick={confirm} loading={sending}>
              {texts.decline}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
