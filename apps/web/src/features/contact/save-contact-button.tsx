import { vcardPath } from '@handlehub/shared/contact';
import { Button } from '@mantine/core';

/** 'Save contact': the profile as a vCard (`GET /api/vcard/{username}.vcf`), which phones add to Contacts. */
export function SaveContactButton({ username }: { username: string }) {
  return (
    <Button component="a" href={vcardPath(username)} download={`${username}.vcf`} variant="default">
      Save contact
    </Button>
  );
}
