import { Switch } from '@mantine/core';
import { useSearchParams } from 'react-router';

export const VERIFIED_ONLY_LABEL = 'Verified only';

/** "Verified only" as the address holds it (`?verified=1`); anything else there means everyone. */
export function useVerifiedFilter(): [boolean, (verified: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified') === '1';
  const choose = (next: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('verified', '1');
      else updated.delete('verified');
      return updated;
    });
  return [verified, choose];
}

/** The switch above a list of people: only those with an item its platform verified. */
export function VerifiedFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (verified: boolean) => void;
}) {
  return (
    <Switch
      label={VERIFIED_ONLY_LABEL}
      description="People with a handle its platform links back to or confirmed"
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid="verified-filter"
    />
  );
}
