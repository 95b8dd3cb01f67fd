import { type ProfileBody, type UserView, userView } from '@shop/shared/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveSignedInUser } from '../../../lib/auth.ts';
import { profileQueryKey } from './get-profile.ts';

/** `PUT /api/profile`; the answer is the saved user. */
export function updateProfile(input: ProfileBody): Promise<UserView> {
  return api.put('/profile', input, { schema: userView });
}

/** The saved user replaces the profile query and the signed-in user (the header shows the new name at once). */
export function storeSavedUser(queryClient: QueryClient, user: UserView): void {
  queryClient.setQueryData(profileQueryKey, user);
  saveSignedInUser(queryClient, user);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => storeSavedUser(queryClient, user),
  });
}
