import { Container, Stack, Text, Title } from '@mantine/core';

/** Both legal pages are dated January 05, 2025. */
export const LEGAL_UPDATED = 'January 05, 2025';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The layout shared by the Terms and Privacy pages: title, date, then one heading per topic. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py="xl" px="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        Last updated {LEGAL_UPDATED}
      </Text>
      <Text mt="lg">{intro}</Text>
      <Stack gap="xl" mt="xl">
        {sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} fz="h3" mb="sm">
              {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} lh={1.7}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
