import { formatDateBR, saoPauloDate } from '@brilho/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Rating,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MODAL_DEFAULTS } from '../addresses/modal';
import { type Feedback, feedbacksQuery, type Professional, professionalName, professionalQuery } from './api';
import { CouponBadge, ProfessionalAvatar, ProfessionalBadges, RatingLine } from './ProfessionalBits';
import classes from './scheduler.module.css';
import { texts } from './texts';

/** Feedbacks without a text ('Sem informação') are not shown (spec rules §5.12). */
export const visibleFeedbacks = (feedbacks: Feedback[]): Feedback[] =>
  feedbacks.filter((feedback) => (feedback.description ?? '').trim() !== texts.hiddenFeedback);

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
    <Modal
      opened={professional !== null}
      onClose={onClose}
      title={name ? `Perfil de ${name}` : 'Perfil'}
      size="lg"
      fullScreen={phone}
      {...MODAL_DEFAULTS}
    >
      {professional && <ProfileBody card={professional} onSelect={onSelect} onClose={onClose} />}
    </Modal>
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
  const feedbacks = visibleFeedbacks(query.data?.pages.flatMap((page) => page.feedbacks) ?? []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="avaliacoes">
      <Title order={3} fz="md" id="avaliacoes">
        Avaliações
      </Title>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">Buscando avaliações...</Text>
        </Group>
      ) : query.isError && feedbacks.length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {texts.feedbacksFailed}
        </Alert>
      ) : (
        <>
          {feedbacks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {texts.noFeedbacks}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" className={classes.list} aria-labelledby="avaliacoes">
              {feedbacks.map((feedback) => (
                <li key={feedback.id}>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Rating value={feedback.rating} readOnly size="sm" aria-hidden="true" />
                      <Text size="xs" c="dimmed">
                        <VisuallyHidden>Nota {feedback.rating} de 5, </VisuallyHidden>
                        {dayOf(feedback.created_at)}
                      </Text>
                    </Group>
                    <Text size="sm" className={classes.wrap}>
                      {feedback.description}
                    </Text>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
          {query.isError && (
            <Alert color="red" variant="light" role="alert">
              {texts.feedbacksFailed}
            </Alert>
          )}
          {query.hasNextPage && (
            <Button
              variant="subtle"
              onClick={() => query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              w="fit-content"
            >
              {texts.seeMoreFeedbacks}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
