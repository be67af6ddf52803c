import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '../paths';
import classes from './layout.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Brilho
          </Text>
          <Anchor component={Link} to={pathTo('terms-of-use')} size="sm">
            Termos de uso
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
