import '@mantine/core/styles/Timeline.layer.css';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { auditTrailTexts as t } from '../../../words/operator/audit-trail';
import { auditActionLabel, formatDateTime } from '../orders/format';

export interface AuditEntry {
  id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** A district's city (its page lists the district); null for other subjects. */
  subject_city_id?: string | null;
  data: Record<string, unknown> | null;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
}

/** The audit entries shown inside a detail (order, ticket): who did what, when. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t.title}
        </Title>
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.empty}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} color="violet">
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} title={auditActionLabel(entry.action)}>
                <Text size="sm" c="dimmed">
                  {entry.actor_name ?? 'Sistema'} · {formatDateTime(entry.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
