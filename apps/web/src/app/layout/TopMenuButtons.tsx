import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, Button, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import type { CurrentUser } from '../../lib/session';
import classes from './layout.module.css';

/**
 * The top menu's two dropdown buttons: shown alone until the dropdowns load (./TopMenuPopups.tsx), then as
 * their menus' targets (which hand them a ref and the opening handlers: passed on to the button).
 */
type TargetProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;
export function CleaningsButton(props: TargetProps) {
  return (
    <Button {...props} variant="subtle" rightSection={<ChevronDownIcon size={16} />}>
      minhas limpezas
    </Button>
  );
}

export function AccountButton({ user, ...props }: TargetProps & { user: CurrentUser }) {
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();
  return (
    <UnstyledButton {...props} aria-label={`${initials} - menu da conta`} className={classes.avatarButton}>
      <Avatar
        src={user.profile?.profile_picture ?? undefined}
        color="violet"
        radius="xl"
        alt={user.profile?.profile_picture ? user.first_name : undefined}
      >
        {initials}
      </Avatar>
    </UnstyledButton>
  );
}
