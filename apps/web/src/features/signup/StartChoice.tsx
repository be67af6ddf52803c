import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { signupTexts as t } from '../../words/signup';
import classes from './signup.module.css';

export type Kind = 'physical' | 'legal';

function Choice({
  title,
  text,
  onClick,
  href,
}: {
  title: string;
  text: string;
  onClick?: () => void;
  href?: string;
}) {
  const content = (
    <>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </>
  );
  return href ? (
    <UnstyledButton component="a" href={href} className={classes.choice}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick} className={classes.choice}>
      {content}
    </UnstyledButton>
  );
}

export function StartChoice({ onChoose }: { onChoose: (kind: Kind) => void }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={24}>
          Cadastre-se
        </Title>
        <Text c="dimmed" size="sm">
          {t.howToUse}
        </Text>
      </div>
      <Choice title="quero limpeza na minha casa" text={t.individual} onClick={() => onChoose('physical')} />
      <Choice title="quero limpeza na minha empresa" text={t.company} onClick={() => onChoose('legal')} />
      <Choice
        title="sou diarista e quero fazer limpeza"
        text={t.professional}
        href="/profissional/cadastro"
      />
    </Stack>
  );
}
