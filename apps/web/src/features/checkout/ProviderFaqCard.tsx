import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Paper, Title } from '@mantine/core';
import { texts } from '../../words/checkout';

/** The side card of short questions about paying through the provider (a cycle's has its own). */
export function ProviderFaqCard({
  items = texts.faq,
}: {
  items?: readonly { question: string; answer: string }[];
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="faq-pagamento"
    >
      <Title order={2} fz="md" id="faq-pagamento" mb="xs">
        {texts.faqTitle}
      </Title>
      <Accordion variant="default" chevronPosition="right">
        {items.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control fz="sm">{item.question}</Accordion.Control>
            <Accordion.Panel fz="sm">{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
