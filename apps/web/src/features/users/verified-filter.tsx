import { useId } from 'react';
import { useSearchParams } from 'react-router';
import classes from './verified-filter.module.css';

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

/** The checkbox above a list of people: only those with an item its platform verified. */
export function VerifiedFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (verified: boolean) => void;
}) {
  const hint = useId();
  return (
    <div className={classes.filter}>
      <label className={classes.label}>
        <input
          type="checkbox"
          className={classes.box}
          checked={value}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={hint}
          data-testid="verified-filter"
        />
        {VERIFIED_ONLY_LABEL}
      </label>
      <p className={classes.hint} id={hint}>
        Only people with at least one handle checked with its platform
      </p>
    </div>
  );
}
