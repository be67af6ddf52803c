import { messages } from '@brilho/domain';
import { Button, Group, type MantineSize, type ModalProps, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { notify } from '../../lib/notify';
import { texts as c } from '../../words/operator';
import type { ConsoleColumn } from './ConsoleList';
import { FormErrors, FormModal } from './components';
import { applyServerErrors, failureText } from './serverErrors';

export interface ConsoleFormOptions<Input extends FieldValues, Output> {
  /** The form's rules, as the app writes them: `zodResolver(schema)`. */
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields a 422's pointers may name: their errors go on the field, any other above the buttons. */
  fields: readonly Path<Input>[];
  /** The call (create or update); the form stays busy until it settles. */
  save: (values: Output) => Promise<unknown>;
  /** The pt-BR success alert; none when `save` tells the operator itself. */
  success?: string;
  /** After a successful save (closing the dialog). */
  onDone?: () => void;
  /** The alert for a failure that is not a 422; by default the API's title or 'unexpected'. */
  failure?: (error: unknown) => string;
  /** The alert beside a 422's field errors ('Verifique os dados'); null for none. */
  invalid?: string | null;
  /**
   * A failure that is not a 422 shown above the buttons, not as an alert: a form on a page (not in a dialog)
   * whose operator reads the refusal where they clicked.
   */
  failuresInPlace?: boolean;
}

export type ConsoleFormState<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The form element's submit handler: validates, saves, then alerts or maps the API's errors to fields. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The 422's errors that point at no field. */
  otherErrors: string[];
};

/**
 * A console create/edit form: react-hook-form with the page's resolver, and the one way the console saves —
 * success alert then `onDone`; a 422's errors on their fields (the first focused), the rest listed above the
 * buttons with a 'check the data' alert; any other failure as one alert.
 */
export function useConsoleForm<Input extends FieldValues, Output = Input>({
  resolver,
  defaultValues,
  fields,
  save,
  success,
  onDone,
  failure = failureText,
  invalid = messages.places.validationCheckData,
  failuresInPlace = false,
}: ConsoleFormOptions<Input, Output>): ConsoleFormState<Input, Output> {
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await save(values);
      if (success) notify({ type: 'success', message: success });
      onDone?.();
    } catch (error) {
      const other = applyServerErrors(error, form.setError, fields);
      if (other === null) {
        if (failuresInPlace) setOtherErrors([failure(error)]);
        else notify({ type: 'error', message: failure(error) });
        return;
      }
      setOtherErrors(other);
      if (invalid) notify({ type: 'error', message: invalid });
    }
  });
  return { ...form, submit, otherErrors };
}

/** What the console's forms say above their fields when every one is required. */
export const ALL_REQUIRED = c.allRequired;

/**
 * The frame of a console form: the fields, the errors no field owns, then 'Cancelar' (when cancellable) and
 * the submit button, busy while saving.
 */
export function ConsoleForm<Input extends FieldValues, Output>({
  form,
  submitLabel,
  onCancel,
  allRequired = false,
  gap = 'md',
  children,
}: {
  form: ConsoleFormState<Input, Output>;
  submitLabel: string;
  onCancel?: () => void;
  /** Says 'Todos os campos são obrigatórios.' first. */
  allRequired?: boolean;
  gap?: MantineSize;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap={gap}>
        {allRequired && (
          <Text size="sm" c="dimmed">
            {ALL_REQUIRED}
          </Text>
        )}
        {children}
        <FormErrors errors={form.otherErrors} />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} type="button">
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Which form dialog is open: the new-row one, or the edit one of a row. */
export function useFormDialogs<Row>() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  return {
    creating,
    editing,
    create: () => setCreating(true),
    edit: (row: Row) => setEditing(row),
    closeCreate: () => setCreating(false),
    closeEdit: () => setEditing(null),
  };
}

export type FormDialogsState<Row> = ReturnType<typeof useFormDialogs<Row>>;

/**
 * A screen's create dialog and, with `edit`, its edit dialog ('Editar <name>'). `form` draws the form for a
 * row (none when creating) and closes with `done`; the edit form is drawn afresh for each row.
 */
export function FormDialogs<Row>({
  dialogs,
  createTitle,
  edit,
  size,
  form,
}: {
  dialogs: FormDialogsState<Row>;
  createTitle: string;
  /** The row's name and key, and the edit dialog's title while no row is open. */
  edit?: { nameOf: (row: Row) => string; keyOf: (row: Row) => string; title: string };
  size?: ModalProps['size'];
  form: (row: Row | undefined, done: () => void) => ReactNode;
}) {
  const { editing } = dialogs;
  return (
    <>
      <FormModal opened={dialogs.creating} onClose={dialogs.closeCreate} title={createTitle} size={size}>
        {form(undefined, dialogs.closeCreate)}
      </FormModal>
      {edit && (
        <FormModal
          opened={editing !== null}
          onClose={dialogs.closeEdit}
          title={editing ? `Editar ${edit.nameOf(editing)}` : edit.title}
          size={size}
        >
          {editing && <Fragment key={edit.keyOf(editing)}>{form(editing, dialogs.closeEdit)}</Fragment>}
        </FormModal>
      )}
    </>
  );
}

/** The list's hidden-header 'Ações' column with an 'Editar' button per row (named 'Editar <name>'). */
export function editColumn<Row>(
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
): ConsoleColumn<Row> {
  return {
    header: c.actions,
    hideHeader: true,
    align: 'right',
    cell: (row) => (
      <Button variant="subtle" size="xs" onClick={() => onEdit(row)} aria-label={`Editar ${nameOf(row)}`}>
        Editar
      </Button>
    ),
  };
}
