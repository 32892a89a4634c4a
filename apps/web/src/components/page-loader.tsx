import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" aria-label="Loading" role="status">
      <Loader />
    </Center>
  );
}
