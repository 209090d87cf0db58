import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@hotel/contracts';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { usersQueryOptions } from './get-users';

export function setUserActive(id: string, active: boolean): Promise<User> {
  // Sent with a JSON content type (section 7); an empty object keeps the body valid JSON.
  return apiJson<User>('PATCH', `/api/users/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`, {});
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setUserActive(id, active),
    onSuccess: (_user, { active }) => {
      toast(
        active
          ? { title: 'User activated', description: 'The user can now access the system.' }
          : { title: 'User deactivated', description: 'The user can no longer access the system.' },
      );
    },
    onError: (err, { active }) => {
      toast({
        title: active ? 'Failed to activate user' : 'Failed to deactivate user',
        description: errorMessage(err, 'Unknown error'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
