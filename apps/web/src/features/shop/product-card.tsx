import type { Product } from '@handlehub/shared';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import placeholder from '../../assets/avatar-placeholder.svg';

/** Only web addresses become links, whatever a stored row holds. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

export function ProductCard({
  product,
  onDelete,
}: {
  product: Product;
  onDelete?: (product: Product) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={product.productName}>
      <Card.Section>
        <Image src={product.productPhoto ?? placeholder} alt={product.productName} h={220} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          {product.productName}
        </Title>
        <Text c="dimmed" fz="sm" style={{ whiteSpace: 'pre-line', flex: 1 }}>
          {product.productDesc}
        </Text>
        <Group grow>
          {isWebLink(product.productLink) && (
            <Button
              component="a"
              href={product.productLink}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} />}
            >
              Shop Now
            </Button>
          )}
          {onDelete && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(product)}
            >
              Delete Product
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
