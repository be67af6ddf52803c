import { caretAfterMask } from '@brilho/domain/masks';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';

export type MaskedTextInputProps = TextInputProps & {
  /** One of the domain's `MASKS` (or `maskCardNumber`): what was typed → what is shown. */
  mask: (typed: string) => string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The app's one masked input: a Mantine TextInput that formats while typing. It rewrites the
 * field before the form hears the change, so it works both with `register` (uncontrolled) and with a
 * `Controller`; the caret stays beside the digit it was at. Forms send the digits (or ISO dates).
 */
export function MaskedTextInput({ mask, onChange, ...props }: MaskedTextInputProps) {
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const masked = mask(typed);
    if (masked !== typed) {
      const caret = input.selectionStart ?? typed.length;
      input.value = masked;
      const at = caretAfterMask(typed, caret, masked);
      // Only the focused field moves its caret (a programmatic change must not steal the focus).
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at);
    }
    onChange?.(event);
  };
  return <TextInput {...props} onChange={handle} />;
}
