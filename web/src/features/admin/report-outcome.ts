import { failureText } from '../../api/server-message';
import type { Status } from '../../ui/StatusMessage';

export type Report = (status: Status | null) => void;

/**
 * Runs an admin's change and reports its success text (made from the answer when it names
 * what was made), or 'Error: ' and the server's message, else the default. True when it worked.
 */
export async function reportOutcome<T>(
  report: Report,
  change: () => Promise<T>,
  success: string | ((result: T) => string),
  failure: string,
): Promise<boolean> {
  report(null);
  try {
    const result = await change();
    report({ kind: 'success', text: typeof success === 'function' ? success(result) : success });
    return true;
  } catch (error) {
    report({ kind: 'error', text: failureText(error, failure) });
    return false;
  }
}
