import { useQueryClient } from '@tanstack/react-query';
import { AddAccountPage } from '../../features/handles/add-account-page';
import { itemsKey } from '../../features/handles/api';
import { VerifyButton } from '../../features/verification/verify-button';
import { publicProfileKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

/**
 * Add Account with each of the owner's items verifiable: the handles feature draws the rows, the
 * verification feature the Verify button and its dialog; a check that changes a level refreshes both lists.
 */
export function AddAccountRoute() {
  const queryClient = useQueryClient();
  const username = useSession()?.user.username ?? '';
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: itemsKey(username) });
    void queryClient.invalidateQueries({ queryKey: publicProfileKeys.of(username) });
  };
  return (
    <AddAccountPage
      itemAction={(item, name) => <VerifyButton item={item} name={name} onChanged={changed} />}
    />
  );
}
