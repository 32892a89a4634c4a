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
        {/* Product photos are stored square (the photo pipeline crops them so): shown square, nothing is cut. */}
        <Image
          src={product.productPhoto ?? placeholder}
          alt={product.productName}
          fit="cover"
          style={{ aspectRatio: '1 / 1' }}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          {product.productName}
        </Title>
        <Text c="dimmed" fz="sm" style={{ whiteSpace: 'pre-line', flex: 1 }}>
          {product.productDesc}
        </Text>
        {/* Side by side where both labels fit, one above the other where they don't. */}
        <Group gap="xs">
          {isWebLink(product.productLink) && (
            <Button
              component="a"
              href={product.productLink}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} />}
              flex="1 0 auto"
            >
              Shop Now
            </Button>
          )}
          {onDelete && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              flex="1 0 auto"
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
