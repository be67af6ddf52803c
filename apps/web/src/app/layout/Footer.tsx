import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useOpenSupport } from '../../components/support';
import { pathTo } from '../../lib/paths';
import { SERVER_PAGE_ACTIONS } from '../../lib/server-page';
import { TERMS_READING } from '../guard';
import classes from './layout.module.css';

export function Footer() {
  const openSupport = useOpenSupport();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Brilho
          </Text>
          <Group gap="md">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => openSupport()}
              data-app-action={SERVER_PAGE_ACTIONS.support}
            >
              Fale conosco
            </Anchor>
            <Anchor component={Link} to={`${pathTo('terms-of-use')}?${TERMS_READING}`} size="sm">
              Termos de uso
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
