import { http } from '../../api/http';
import { reportStatusFailure } from '../actions/statusFailure';

export type UserStatus = 'active' | 'disabled';

/** PUT /api/users/:id/status; a failure raises the spec §8 status toast (nobody may disable themselves). */
export async function updateUserStatus(id: number | string, status: UserStatus): Promise<void> {
  try {
    await http.put(`/users/${id}/status`, { status }, { silent: true });
  } catch (error) {
    reportStatusFailure(error);
    throw error;
  }
}
