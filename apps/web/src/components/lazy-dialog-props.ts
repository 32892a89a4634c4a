import { useFocusBackAfterClosing } from '../lib/use-focus-back-after-closing';
import { useOpenedAfterMount } from '../lib/use-opened-after-mount';
import { useThemedPortal } from './profile-theme';

/**
 * What a lazily loaded dialog or drawer of a profile (LazyDialog) gives Mantine: opened only after
 * mounting, so focus goes back to its opener on closing (useOpenedAfterMount), and again after the closing
 * transition if it was closed before it took focus (useFocusBackAfterClosing), and drawn inside the page's
 * theme where there is one (useThemedPortal).
 */
export function useLazyDialogProps(opened: boolean, onClose: () => void) {
  return {
    ...useThemedPortal(),
    opened: useOpenedAfterMount(opened),
    onClose,
    onExitTransitionEnd: useFocusBackAfterClosing(opened),
  };
}
