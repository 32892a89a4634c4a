import { BIO_MAX } from '@handlehub/shared';
import { Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  value: string;
  onChange(bio: string): void;
  error?: ReactNode;
}

/** Edit Profile's bio: one line, with a count of what will be kept after trimming. */
export function BioField({ value, onChange, error }: Props) {
  const length = value.trim().length;
  return (
    <Textarea
      label="Bio"
      description="Optional: a line under your name on your profile"
      value={value}
      // One line: a pasted line break becomes a space.
      onChange={(e) => onChange(e.currentTarget.value.replace(/\r?\n/g, ' '))}
      error={error}
      autosize
      minRows={2}
      maxLength={BIO_MAX * 2}
      rightSection={
        <Text fz="xs" c={length > BIO_MAX ? 'red' : 'dimmed'} aria-hidden>
          {length}/{BIO_MAX}
        </Text>
      }
      rightSectionProps={{
        style: { alignItems: 'flex-end', paddingBottom: 6, width: 'auto', paddingRight: 8 },
      }}
    />
  );
}
