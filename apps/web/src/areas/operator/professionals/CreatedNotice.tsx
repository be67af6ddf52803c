import '@mantine/core/styles/Code.layer.css';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { professionalFormTexts as t } from '../../../words/operator/professional-form';

/** The one-time password, shown right after creating (on the detail page it leads to). */
export function CreatedNotice({ password, onClose }: { password: string; onClose: () => void }) {
  return (
    <Alert color="teal" variant="light" withCloseButton onClose={onClose} closeButtonLabel="Fechar aviso">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t.provisionalPassword}
        </Text>
        <Text size="sm">{t.provisionalPasswordHint}</Text>
        <Group gap="sm">
          <Code fz="md">{password}</Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="white" onClick={copy}>
                {copied ? 'Copiado!' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
