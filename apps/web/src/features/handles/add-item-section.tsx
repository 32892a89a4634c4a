import { MESSAGES } from '@handlehub/shared';
import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ItemsSection } from './items-section';
import { ITEM_TEXTS } from './texts';

interface Props {
  title: string;
  intro: string;
  /** `full`: the list holds as many items as it may, the form is shown but cannot add. */
  flow: { full: boolean; sending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** More platforms and Add a link: a titled section with its form and its Add button. */
export function AddItemSection({ title, intro, flow: { full, sending }, onSubmit, children }: Props) {
  return (
    <ItemsSection title={title} intro={intro}>
      {full ? (
        <Alert variant="light" color="yellow" role="status">
          {MESSAGES.itemsFull}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Button type="submit" loading={sending} disabled={full} style={{ alignSelf: 'flex-start' }}>
            {ITEM_TEXTS.add}
          </Button>
        </Stack>
      </form>
    </ItemsSection>
  );
}
