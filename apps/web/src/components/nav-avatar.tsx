import { TIMINGS } from '@handlehub/shared/limits';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import placeholder from '../assets/avatar-placeholder.svg';
import { useSession } from '../lib/session';

/**
 * The Profile entry: the saved user's photo, a generic person icon when signed out, and a
 * placeholder while a photo fails to load, with the real photo retried after 2 s.
 */
export function NavAvatar({ size = 28 }: { size?: number }) {
  const photo = useSession()?.user.photo ?? null;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts a fresh attempt
  useEffect(() => {
    setFailed(false);
    setAttempt(0);
  }, [photo]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, TIMINGS.photoRetry);
    return () => clearTimeout(timer);
  }, [failed]);

  if (!photo) return <IconUserCircle size={size} stroke={1.6} aria-hidden />;
  const src = failed
    ? placeholder
    : attempt > 0
      ? `${photo}${photo.includes('?') ? '&' : '?'}retry=${attempt}`
      : photo;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      data-testid="nav-avatar"
      data-state={failed ? 'placeholder' : 'photo'}
      style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
