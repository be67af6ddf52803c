import { clockSpan, SUPPORT_HOURS } from '@brilho/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ProfessionalSummary } from '../../components/professional/ProfessionalBits';
import { type Professional, professionalName } from '../../entities/professional/model';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/scheduler';
import classes from './scheduler.module.css';

export interface ProfessionalActions {
  onProfile: (professional: Professional) => void;
  onSelect: (professional: Professional) => void;
}

/** A professional of the list: photo, name, rating, badges, coupon, bio, 'ver perfil' and 'selecionar'. */
export function ProfessionalCard({
  professional,
  onProfile,
  onSelect,
}: { professional: Professional } & ProfessionalActions) {
  const name = professionalName(professional);
  const bio = professional.account?.profile?.bio;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={name} className={classes.card}>
      <Stack gap="sm">
        <ProfessionalSummary professional={professional} />
        {bio && (
          <Text size="sm" lineClamp={3} className={classes.wrap}>
            {bio}
          </Text>
        )}
        <Group gap="sm" justify="flex-end" className={classes.actions}>
          <Button
            variant="light"
            onClick={() => onProfile(professional)}
            aria-label={`${texts.seeProfile} de ${name}`}
          >
            {texts.seeProfile}
          </Button>
          <Button onClick={() => onSelect(professional)} aria-label={`${texts.select} ${name}`}>
            {texts.select}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const hours = (from: number, to: number) => `das ${clockSpan(from, to)}`;

/** The card at index 2: help choosing, with the support hours (business constants). */
export function SupportBanner() {
  return (
    <Paper radius="lg" p="md" bg="violet.0" component="aside" aria-labelledby="banner-suporte">
      <Stack gap={6}>
        <Text fw={700} id="banner-suporte">
          Precisa de ajuda para escolher?
        </Text>
        <Text size="sm">
          {texts.supportHours(
            hours(SUPPORT_HOURS.weekdays.from, SUPPORT_HOURS.weekdays.to),
            hours(SUPPORT_HOURS.saturday.from, SUPPORT_HOURS.saturday.to),
          )}
        </Text>
        <Anchor component={Link} to={pathTo('help')} size="sm" fw={600} c="violet.9">
          falar com o suporte
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The card at index 7: what the badges and coupons on the cards mean. */
export function BadgesBanner() {
  return (
    <Paper radius="lg" p="md" bg="gray.1" component="aside" aria-labelledby="banner-selos">
      <Stack gap={6}>
        <Text fw={700} id="banner-selos">
          O que significam os selos?
        </Text>
        <Text size="sm">
          <b>{texts.topProfessional}</b>: {texts.topProfessionalMeaning}
        </Text>
        <Text size="sm">
          <b>{texts.highDemand}</b>: {texts.highDemandMeaning}
        </Text>
        <Text size="sm">
          <b>{texts.coupon}</b>: {texts.couponMeaning}
        </Text>
      </Stack>
    </Paper>
  );
}
