import type { Product } from '@handlehub/shared';
import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InfiniteListFooter } from '../../lib/infinite-list-footer';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { AddProductDialog } from './add-product-dialog';
import { getProductsPage, productsKey } from './api';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductCard } from './product-card';

export function ShopPage() {
  usePageMeta('Shop', 'HandleHub shop: products picked for you.');
  const isOwner = useSession()?.user.isShopOwner === true;
  const queryClient = useQueryClient();
  const list = useInfiniteList({
    queryKey: productsKey,
    fetchPage: getProductsPage,
    keyOf: (product) => product._id,
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: productsKey });

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Shop
          </Title>
          {isOwner && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Add New Product
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="product-list">
          {list.items.map((product) => (
            <ProductCard
              key={product._id}
              product={product}
              {...(isOwner ? { onDelete: setDeleting } : {})}
            />
          ))}
        </SimpleGrid>
        <InfiniteListFooter list={list} endText="No more products to load" />
      </Stack>
      {isOwner && (
        <>
          <AddProductDialog opened={adding} onClose={() => setAdding(false)} onAdded={reload} />
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
        </>
      )}
    </Container>
  );
}
