import { updateProfileResponse } from '@handlehub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** `POST /api/profile/updateprofile` with the multipart form: photo (optional), name, username, gender. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (form: FormData) => apiRequest('/api/profile/updateprofile', updateProfileResponse, { form }),
  });
}
