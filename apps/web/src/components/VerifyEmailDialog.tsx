import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiRequest } from '../lib/api/client';
import { notify } from '../lib/notify';
import type { CurrentUser } from '../lib/session';
import { verifyEmailDialogTexts as t } from '../words/verify-email-dialog';

/** 'Verifique seu e-mail!': the typed e-mail must be the registered one before a new link is sent. */
export function VerifyEmailDialog({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser;
}) {
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, messages.common.required)
      .pipe(z.email(messages.common.invalidEmail))
      .refine((value) => value.toLowerCase() === user.email, messages.auth.emailMismatchField(user.email)),
  });
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        await apiRequest(`/accounts/${user.id}/verify-email`, {
          method: 'POST',
          body: { data: { type: 'accounts', attributes: { email } } },
        });
        notify({ type: 'success', message: t.linkSent });
        reset();
        onClose();
      } catch (error) {
        notify({
          type: 'error',
          message: error instanceof Error ? error.message : messages.common.unexpected,
        });
      }
    },
    () => notify({ type: 'error', message: messages.auth.emailMismatchToast }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={messages.auth.verifyEmailDialogTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t.intro}</Text>
          <TextInput
            label="E-mail"
            type="email"
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <Group justify="space-between">
            <Anchor href="mailto:suporte@brilho.test?subject=Altera%C3%A7%C3%A3o%20de%20e-mail" size="sm">
              {t.askChange}
            </Anchor>
            <Button type="submit" loading={formState.isSubmitting}>
              confirmar e-mail
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
