import '@mantine/core/styles/Divider.layer.css';
import { formatDateBR, saoPauloDate } from '@brilho/domain';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LazyModal } from '../../components/LazyModal';
import { MODAL_DEFAULTS } from '../../components/modal';
import { FeedbackList } from '../../components/professional/FeedbackList';
import {
  CouponBadge,
  ProfessionalAvatar,
  ProfessionalBadges,
  RatingLine,
} from '../../components/professional/ProfessionalBits';
import { ShareProfessionalOnWhatsApp } from '../../components/ShareOnWhatsApp';
import { type Professional, professionalName } from '../../entities/professional/model';
import { texts } from '../../words/scheduler';
import { feedbacksQuery, professionalQuery } from './api';
import classes from './scheduler.module.css';

const dayOf = (instant: string) => formatDateBR(saoPauloDate(new Date(instant)));

/**
 * A professional's profile: photo, name, rating, badges, coupon, bio, and the feedbacks (10 per page,
 * 'ver mais avaliações' follows the `next` link). 'selecionar' opens the schedule.
 */
export function ProfileModal({
  professional,
  onClose,
  onSelect,
}: {
  /** The card's professional (shown at once); null: closed. */
  professional: Professional | null;
  onClose: () => void;
  onSelect: (professional: Professional) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const name = professional ? professionalName(professional) : '';
  return (
    <LazyModal
      opened={professional !== null}
      onClose={onClose}
      title={name ? `Perfil de ${name}` : 'Perfil'}
      size="lg"
      fullScreen={phone}
      {...MODAL_DEFAULTS}
    >
      {professional && <ProfileBody card={professional} onSelect={onSelect} onClose={onClose} />}
    </LazyModal>
  );
}

function ProfileBody({
  card,
  onSelect,
  onClose,
}: {
  card: Professional;
  onSelect: (professional: Professional) => void;
  onClose: () => void;
}) {
  const details = useQuery(professionalQuery(card.id));
  const professional = details.data ?? card;
  const name = professionalName(professional);
  const bio = professional.account?.profile?.bio;
  const since = professional.account?.created_at;
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProfessionalAvatar professional={professional} size={88} />
        <Stack gap={4} miw={0}>
          <Text fw={700} fz="xl" className={classes.wrap}>
            {name}
          </Text>
          <RatingLine professional={professional} />
          <ProfessionalBadges professional={professional} />
          {since && (
            <Text size="sm" c="dimmed">
              Na Brilho desde {dayOf(since)}
            </Text>
          )}
        </Stack>
      </Group>
      {professional.active_coupon && <CouponBadge coupon={professional.active_coupon} />}
      {bio && <Text className={classes.wrap}>{bio}</Text>}
      <ShareProfessionalOnWhatsApp id={card.id} name={name} size="sm" w="fit-content" />
      <Divider />
      <Feedbacks professionalId={card.id} />
      <div className={`${classes.footer} ${classes.footerEnd}`}>
        <Button variant="default" onClick={onClose}>
          {texts.backLower}
        </Button>
        <Button onClick={() => onSelect(professional)}>{texts.select}</Button>
      </div>
    </Stack>
  );
}

function Feedbacks({ professionalId }: { professionalId: string }) {
  const query = useInfiniteQuery(feedbacksQuery(professionalId));
  return (
    <FeedbackList
      query={query}
      headingId="avaliacoes"
      title={texts.feedbacks}
      loadingText={texts.loadingFeedbacks}
    />
  );
}
