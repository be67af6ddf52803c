import '@mantine/core/styles/Modal.layer.css';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MODAL_DEFAULTS } from '../../components/modal';
import { downloadFile } from '../../entities/order/api';
import { ApiError, apiRequest, resourceBody } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { leaveSession } from '../../lib/session';
import { myDataTexts as MY_DATA_TEXTS } from '../../words/my-data';

/**
 * 'Meus dados' in 'Minha conta' (LGPD Art. 18): download everything we keep (JSON, or a page to
 * read and print) and delete the account. Deleting asks first, then the password; the API anonymises the
 * account as the operator's action does and e-mails each step.
 */

export default function MyDataCard() {
  const [downloading, setDownloading] = useState<'json' | 'html' | null>(null);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async (format: 'json' | 'html') => {
    setDownloading(format);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        `/my-data?format=${format}`,
        format === 'json' ? 'application/json' : 'text/html',
        `meus-dados-brilho-${day}.${format}`,
      );
      notify({ type: 'success', message: MY_DATA_TEXTS.downloaded });
    } catch {
      notify({ type: 'error', message: MY_DATA_TEXTS.downloadFailed });
    } finally {
      setDownloading(null);
    }
  };

  const deleteAccount = async () => {
    setDeleting(true);
    setError(null);
    try {
      await apiRequest('/my-data/deletion', {
        method: 'POST',
        body: resourceBody('account-deletions', { password }),
      });
      leaveSession({ type: 'success', message: MY_DATA_TEXTS.deleted }, pathTo('login'));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 422 ? failure.message : MY_DATA_TEXTS.deleteFailed,
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz={20}>
          {MY_DATA_TEXTS.title}
        </Title>
        <Text size="sm">{MY_DATA_TEXTS.intro}</Text>
        <Group gap="sm">
          <Button variant="light" loading={downloading === 'json'} onClick={() => void download('json')}>
            {MY_DATA_TEXTS.downloadJson}
          </Button>
          <Button variant="light" loading={downloading === 'html'} onClick={() => void download('html')}>
            {MY_DATA_TEXTS.downloadHtml}
          </Button>
        </Group>
        <Button
          variant="outline"
          color="red.9"
          w={{ base: '100%', sm: 'fit-content' }}
          onClick={() => setAsking(true)}
        >
          {MY_DATA_TEXTS.delete}
        </Button>
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={MY_DATA_TEXTS.confirmTitle}
        centered
        {...MODAL_DEFAULTS}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void deleteAccount();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{MY_DATA_TEXTS.confirmText}</Text>
            <PasswordInput
              label={MY_DATA_TEXTS.password}
              description={MY_DATA_TEXTS.passwordHint}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              required
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>
                {MY_DATA_TEXTS.cancel}
              </Button>
              <Button type="submit" color="red.9" loading={deleting} disabled={password === ''}>
                {MY_DATA_TEXTS.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
