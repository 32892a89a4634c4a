import type { InAppBrowser } from '@handlehub/shared/in-app-browser';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';

const APP_NAMES: Record<InAppBrowser, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
};

/**
 * The way out of an in-app browser. Instagram hands an `instagram://extbrowser/` address (`exit`) to the
 * phone's browser; the other apps have no such address, so the button copies the page's `address` and
 * says where to paste it.
 */
export function InAppBrowserBanner({
  app,
  address,
  exit,
}: {
  app: InAppBrowser;
  address: string;
  exit: string | null;
}) {
  const name = APP_NAMES[app];
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(address)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  return (
    <Alert variant="light" color="violet" title={`You are in ${name}'s browser`} data-testid="in-app-browser">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Links to other apps often do not open from here. Your own browser opens them.</Text>
        {exit ? (
          <Button
            component="a"
            href={exit}
            size="xs"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open in your browser
          </Button>
        ) : (
          <Button
            size="xs"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={() => void copy()}
          >
            Open in your browser
          </Button>
        )}
        {!exit && (
          <Text fz="sm" role="status">
            {copied === 'yes'
              ? 'Link copied. Now open your browser (Safari or Chrome) and paste it into the address bar.'
              : copied === 'failed'
                ? `Copy this link, then open your browser and paste it into the address bar: ${address}`
                : `Or open the ${name} menu (⋯) and choose to open the page in your browser.`}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
