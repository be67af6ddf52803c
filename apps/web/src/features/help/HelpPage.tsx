import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routes } from '../../lib/paths';
import { FAQ, helpPageTexts as texts } from '../../words/help';
import { searchFaq } from './faq';

const sectionIds = new Set(FAQ.map((section) => section.id));
const sectionOfHash = (hash: string): string | null => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return sectionIds.has(id) ? id : null;
};

/**
 * `/ajuda` 'Regras e informações': the FAQ in an accordion, searchable (accents and case
 * ignored), each section linkable by `#anchor` — opening the URL with the hash opens that section, and
 * opening a section writes its hash so the address bar can be shared.
 */
export function HelpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(() => sectionOfHash(location.hash));
  const sections = useMemo(() => searchFaq(FAQ, query), [query]);
  const searching = query.trim() !== '';

  // A hash arriving later (a link inside the app, the back button) opens its section and shows it.
  useEffect(() => {
    const id = sectionOfHash(location.hash);
    if (!id) return;
    setOpen(id);
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [location.hash]);

  const toggle = (value: string | null) => {
    setOpen(value);
    navigate({ hash: value ? `#${value}` : '' }, { replace: true, preventScrollReset: true });
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {routes.help.title}
          </Title>
          <Text c="dimmed">{texts.intro}</Text>
        </Stack>
        <TextInput
          type="search"
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          size="md"
        />
        {sections.length === 0 ? (
          <Text role="status">{texts.noResults(query.trim())}</Text>
        ) : searching ? (
          // While searching every matching section is open, so the answers show at once.
          <Accordion
            multiple
            value={sections.map((section) => section.id)}
            variant="separated"
            radius="md"
            key="search"
          >
            {sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </Accordion>
        ) : (
          <Accordion value={open} onChange={toggle} variant="separated" radius="md" key="browse">
            {sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}

function Section({ section }: { section: (typeof FAQ)[number] }) {
  return (
    <Accordion.Item value={section.id} id={section.id} style={{ scrollMarginTop: 80 }}>
      <Accordion.Control>
        <Text fw={600} component="span">
          {section.title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {section.entries.map((entry) => (
            <Stack gap={4} key={entry.question}>
              <Title order={3} fz="md">
                {entry.question}
              </Title>
              <Text size="sm">{entry.answer}</Text>
            </Stack>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
