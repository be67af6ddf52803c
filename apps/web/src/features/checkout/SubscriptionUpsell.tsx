import '@mantine/core/styles/Radio.layer.css';
import { SUBSCRIPTION_FREQUENCIES, type SubscriptionFrequency } from '@brilho/domain';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { READABLE_ALERT } from '../../components/alert';
import { requestSubscription } from '../../entities/subscription/api';
import { ApiError } from '../../lib/api/client';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/checkout';
import classes from './checkout.module.css';

/** What a failed request tells: the 409 says it was already asked; anything else the spec's text. */
function failure(error: unknown): { title: string; detail: string | null; already: boolean } {
  if (error instanceof ApiError && error.status === 409)
    return { title: error.errors[0]?.title || texts.upsellAlready, detail: null, already: true };
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? (error.errors[0]?.detail ?? null)
      : null;
  return { title: texts.upsellFailed, detail: detail ?? texts.upsellFailedHint, already: false };
}

/**
 * The success view's subscription upsell ("Checkout"): choose Mensal, Quinzenal or Semanal with
 * the yearly saving of each, no lock-in, confirm → `POST /subscription-requests` for the paid order. The
 * choice stays after a failure, so trying again is one click.
 */
export function SubscriptionUpsell({ orderId, mobile }: { orderId: string; mobile: boolean }) {
  const [frequency, setFrequency] = useState<SubscriptionFrequency | null>(null);
  const request = useMutation({
    mutationFn: (chosen: SubscriptionFrequency) => requestSubscription(orderId, chosen),
  });
  const saving = (option: SubscriptionFrequency) =>
    texts.upsellSavings.find((entry) => entry.frequency === option)?.cents ?? 0;
  const error = request.isError ? failure(request.error) : null;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="assinatura"
      bg="violet.0"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="assinatura">
            {texts.upsellTitle}
          </Title>
          <Text size="sm">{texts.upsellText}</Text>
        </Stack>
        {request.isSuccess ? (
          <Alert
            color="teal"
            variant="light"
            styles={READABLE_ALERT}
            radius="md"
            title={texts.upsellSentTitle}
            role="status"
          >
            <Stack gap="xs">
              <Text size="sm">{texts.upsellSent(request.variables)}</Text>
              {!mobile && (
                <Button
                  component={Link}
                  to={pathTo('subscriptions')}
                  variant="outline"
                  color="teal.9"
                  size="compact-md"
                  w="fit-content"
                >
                  {texts.upsellSeeSubscriptions}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <>
            <Radio.Group
              value={frequency}
              onChange={(value) => setFrequency(value as SubscriptionFrequency)}
              label={texts.upsellChoose}
              description={texts.upsellNoLockIn}
            >
              <div className={classes.frequencies}>
                {SUBSCRIPTION_FREQUENCIES.map((option) => (
                  <Radio.Card
                    key={option}
                    value={option}
                    radius="md"
                    className={classes.frequency}
                    disabled={request.isPending}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={0}>
                        <Text fw={700}>{option}</Text>
                        <Text size="sm" c="violet.9" fw={600}>
                          {texts.upsellPerYear(saving(option))}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {texts.upsellEvery[option]}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </div>
            </Radio.Group>
            {error && (
              <Alert
                color={error.already ? 'yellow' : 'red'}
                styles={READABLE_ALERT}
                variant="light"
                radius="md"
                title={error.title}
                role="alert"
              >
                {error.detail && <Text size="sm">{error.detail}</Text>}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => frequency && request.mutate(frequency)}
                disabled={!frequency || error?.already}
                loading={request.isPending}
              >
                {texts.upsellConfirm}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
