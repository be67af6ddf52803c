import { messages } from '@brilho/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { texts } from '../../words/checkout';
import { findCouponByName, setOrderCoupon } from './api';

/** The API's refusal in the checkout's words (coupon rules: 10OFF reads differently here). */
function couponErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const title = error.errors[0]?.title?.trim();
    if (title === messages.scheduling.coupon10OffDays) return texts.coupon10OffCheckout;
    if (title) return title;
  }
  return texts.couponFailed;
}

/**
 * The coupon box (coupon rules): the name trimmed (case does not matter; empty is ignored) is looked up,
 * then put on the order by its id; the order is then read again for its new total.
 */
export function CouponBox({
  orderId,
  applied,
  disabled,
  onChanged,
}: {
  orderId: string;
  applied: string | null;
  disabled?: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const wanted = name.trim();
    if (!wanted || busy) return;
    setBusy(true);
    setError(null);
    try {
      const coupon = await findCouponByName(wanted);
      if (!coupon) {
        setError(texts.couponNotFound);
        return;
      }
      await setOrderCoupon(orderId, coupon.id);
      await onChanged();
      setName('');
      notify({ type: 'success', message: texts.couponApplied(coupon.name) });
    } catch (failure) {
      setError(couponErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await setOrderCoupon(orderId, null);
      await onChanged();
      notify({ type: 'info', message: texts.couponRemoved });
    } catch (failure) {
      setError(couponErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      {applied && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            Cupom <b>{applied}</b> aplicado
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={remove} disabled={disabled || busy}>
            {texts.couponRemove}
          </Button>
        </Group>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={texts.couponLabel}
            placeholder="Ex.: 10DESC"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            disabled={disabled}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" mt={25} loading={busy} disabled={disabled || !name.trim()}>
            {texts.couponApply}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
