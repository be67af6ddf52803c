import '@mantine/core/styles/ThemeIcon.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckIcon } from '../../components/icons';
import { ApiError } from '../../lib/api/client';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, SUPPORT_TEXTS } from '../../words/support';
import { sendContactForm } from './api';

const schema = z.object({
  topic: z.enum(CONTACT_TOPICS),
  message: z
    .string()
    .trim()
    .min(1, SUPPORT_TEXTS.messageRequired)
    .max(CONTACT_MESSAGE_MAX, SUPPORT_TEXTS.messageTooLong(CONTACT_MESSAGE_MAX)),
});
type Values = z.infer<typeof schema>;

/**
 * 'Fale conosco' ("Layout", the ticket calls): a general-question ticket, answered by e-mail
 * to the signed-in user's address. A failure keeps what was typed.
 */
export function ContactForm({ email, onOpenChat }: { email: string; onOpenChat(): void }) {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, reset, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { topic: CONTACT_TOPICS[0], message: '' },
  });

  const onSubmit = handleSubmit(async ({ topic, message }) => {
    setFailed(null);
    try {
      await sendContactForm(topic, message);
      setSent(true);
      reset();
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors().question : undefined;
      if (field) setError('message', { message: field });
      else setFailed(SUPPORT_TEXTS.errorText);
    }
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <CheckIcon size={28} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {SUPPORT_TEXTS.successTitle}
        </Text>
        <Text c="dimmed">{SUPPORT_TEXTS.successText}</Text>
        <Button variant="light" onClick={() => setSent(false)}>
          {SUPPORT_TEXTS.sendAnother}
        </Button>
      </Stack>
    );
  }

  const length = watch('message')?.length ?? 0;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {SUPPORT_TEXTS.formIntro}
        </Text>
        <TextInput
          label={SUPPORT_TEXTS.emailLabel}
          description={SUPPORT_TEXTS.emailHelp}
          value={email}
          readOnly
          variant="filled"
        />
        <NativeSelect label={SUPPORT_TEXTS.topicLabel} data={[...CONTACT_TOPICS]} {...register('topic')} />
        <Textarea
          label={SUPPORT_TEXTS.messageLabel}
          placeholder={SUPPORT_TEXTS.messagePlaceholder}
          rows={5}
          withAsterisk
          description={`${length}/${CONTACT_MESSAGE_MAX}`}
          error={formState.errors.message?.message}
          {...register('message')}
        />
        {failed && (
          <Alert color="red" title={SUPPORT_TEXTS.errorTitle} role="alert">
            {failed}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap-reverse" gap="xs">
          <Button variant="subtle" onClick={onOpenChat}>
            {SUPPORT_TEXTS.openChat}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {SUPPORT_TEXTS.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
